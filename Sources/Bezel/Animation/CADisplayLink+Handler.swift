import QuartzCore

extension CADisplayLink {
  /// A display link that calls `handler` each frame: Bezel's stand-in for
  /// `CADisplayLink(target:selector:)`, whose selector Swift on Linux cannot name.
  ///
  /// As on iOS, the link does nothing until added to a run loop
  /// (`link.add(to: .main, forMode: .common)`), and holds what `handler` captures until
  /// `invalidate()`. It fires on Bezel's virtual clock: `AnimationClock.advance(by: 1)` fires
  /// it 60 times.
  public convenience init(handler: @escaping (CADisplayLink) -> Void) {
    self.init(frameHandler: handler)
  }
}
