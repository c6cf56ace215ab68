// The tests use the public test support (`.ownAnimationClock`, `.checksSharedAnimationClock`)
// through this target.
@_exported import BezelTesting
