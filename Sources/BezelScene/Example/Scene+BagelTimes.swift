extension Scene {
  /// The bundled example, built from the Bagel Times app of WWDC 2018 session 235 ("UIKit:
  /// Apps for Every Size and Shape").
  ///
  /// `list` is the article list: on iPhone a table in a navigation controller with large
  /// titles in a tab bar controller, its cells following the readable width; on iPad a split
  /// view with the list as the sidebar and an article beside it. `article` is an article in a
  /// scroll view, its text in the readable content guide, above a bottom sheet whose container
  /// places a safe-area-unaware control inside the safe area while its background bleeds to
  /// the screen's edges.
  public static let bagelTimes: Scene = {
    do {
      return try parse(bagelTimesSource, file: "bagel-times.yaml")
    } catch {
      // The source is a constant of this module, checked by its tests.
      preconditionFailure("The bundled scene is invalid:\n\(error)")
    }
  }()

  /// The text of `bagelTimes`, a scene file.
  public static let bagelTimesSource = #"""
    # Bagel Times, the app of WWDC 2018 session 235 "UIKit: Apps for Every Size and Shape".
    name: Bagel Times
    screens:
      - name: list
        root:
          type: byIdiom
          phone:
            type: tabBar
            tabs:
              - type: navigation
                title: Articles
                prefersLargeTitles: true
                viewControllers:
                  - title: Bagel Times
                    name: articleList
                    view:
                      type: table
                      name: articles
                      rows:
                        - Exploring the true inspiration for Apple Park
                        - Everything bagels, explained
                        - The schmear campaign
                        - Toasted or not? Readers weigh in
                        - A hole new world, the history of the bagel
                        - Sesame against poppy, a rivalry
                      accessory: disclosureIndicator
                      # Rows of multi-line text read best in the readable width.
                      cellLayoutMarginsFollowReadableWidth: true
          pad:
            type: split
            preferredDisplayMode: oneBesideSecondary
            primary:
              type: navigation
              prefersLargeTitles: true
              viewControllers:
                - title: Bagel Times
                  name: articleList
                  view:
                    type: table
                    name: articles
                    rows:
                      - Exploring the true inspiration for Apple Park
                      - Everything bagels, explained
                      - The schmear campaign
                      - Toasted or not? Readers weigh in
                      - A hole new world, the history of the bagel
                      - Sesame against poppy, a rivalry
                    cellLayoutMarginsFollowReadableWidth: true
            secondary:
              type: navigation
              viewControllers:
                - title: Apple Park
                  name: article
                  view:
                    name: articleRoot
                    backgroundColor: systemBackground
                    subviews:
                      - type: scroll
                        name: scroller
                        # The text lines up with the root view's margins.
                        preservesSuperviewLayoutMargins: true
                        subviews:
                          - type: label
                            name: headline
                            text: Exploring the true inspiration for Apple Park
                            font: title1
                            numberOfLines: 0
                          - type: label
                            name: body
                            text: >-
                              Seen from above, the ring is unmistakable: a golden crust, a
                              generous hole, a park where the cream cheese would go. Our
                              reporters followed the trail from a Cupertino bakery to the
                              architects' first sketches.
                            font: body
                            numberOfLines: 0
                        constraints:
                          # The text scrolls vertically and keeps to the readable width.
                          - content.width == frame.width
                          - headline.top == content.top + 20
                          - headline.leading == readable.leading
                          - headline.trailing == readable.trailing
                          - body.top == headline.bottom + 12
                          - body.leading == readable.leading
                          - body.trailing == readable.trailing
                          - body.bottom == content.bottom - 20
                    constraints:
                      - scroller.edges == edges
      - name: article
        root:
          type: tabBar
          tabs:
            - type: navigation
              title: Articles
              viewControllers:
                - title: Apple Park
                  name: article
                  view:
                    name: articleRoot
                    backgroundColor: systemBackground
                    subviews:
                      - type: scroll
                        name: scroller
                        # The text lines up with the root view's margins.
                        preservesSuperviewLayoutMargins: true
                        subviews:
                          - type: label
                            name: headline
                            text: Exploring the true inspiration for Apple Park
                            font: title1
                            numberOfLines: 0
                          - type: label
                            name: body
                            text: >-
                              Seen from above, the ring is unmistakable: a golden crust, a
                              generous hole, a park where the cream cheese would go. Our
                              reporters followed the trail from a Cupertino bakery to the
                              architects' first sketches, and found that every great campus
                              begins with a good breakfast.
                            font: body
                            numberOfLines: 0
                        constraints:
                          - content.width == frame.width
                          - headline.top == content.top + 20
                          - headline.leading == readable.leading
                          - headline.trailing == readable.trailing
                          - body.top == headline.bottom + 12
                          - body.leading == readable.leading
                          - body.trailing == readable.trailing
                          - body.bottom == content.bottom - 20
                      # The sheet: its background bleeds to the screen's edges, and its
                      # container places the control inside the safe area.
                      - name: sheet
                        backgroundColor: secondarySystemBackground
                        subviews:
                          - name: sheetHost
                        constraints:
                          - sheetHost.top == top
                          - sheetHost.leading == safeArea.leading
                          - sheetHost.trailing == safeArea.trailing
                          # Padding from the bottom edge that gives way to the safe area.
                          - sheetHost.bottom == bottom - 20 @750
                          - sheetHost.bottom <= safeArea.bottom
                    constraints:
                      - scroller.top == top
                      - scroller.leading == leading
                      - scroller.trailing == trailing
                      - scroller.bottom == sheet.top
                      - sheet.leading == leading
                      - sheet.trailing == trailing
                      - sheet.bottom == bottom
                  children:
                    - in: sheetHost
                      controller:
                        title: Reading options
                        name: readingOptions
                        view:
                          name: sheetContent
                          # The control knows nothing of the safe area: its container does.
                          insetsLayoutMarginsFromSafeArea: false
                          subviews:
                            - type: stack
                              name: controls
                              axis: horizontal
                              distribution: fillEqually
                              spacing: 8
                              arrangedSubviews:
                                - {type: button, name: smaller, title: Smaller}
                                - {type: button, name: larger, title: Larger}
                                - {type: button, name: share, title: Share}
                          constraints:
                            - controls.edges == margins.edges
                            - controls.height == 44
    """#
}
