/// Bezel's release: its semantic version, as tagged in the repository and listed in
/// `CHANGELOG.md`.
public enum BezelRelease {
  /// The version of this release, `MAJOR.MINOR.PATCH`.
  public static let version = "0.1.0"
}
