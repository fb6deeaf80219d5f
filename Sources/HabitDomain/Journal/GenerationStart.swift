import Foundation

/// The edit that starts a dataset generation (J5): the first one of a journal, and every Restore and
/// Delete All Data. It carries the profile's zone, locale and settings for that generation.
public struct GenerationStart: Hashable, Sendable {
    /// One more than the generation it replaced: a replacement made after more replacements wins,
    /// whatever the clocks said; equal numbers are decided by timestamp, then edit id.
    public var number: Int
    /// An IANA zone identifier.
    public var timeZone: String
    public var locale: String
    public var weekStart: Weekday?
    public var settings: ModuleSettings

    /// A generation start numbered `number` with these basics.
    public init(number: Int, timeZone: String, locale: String, weekStart: Weekday? = nil, settings: ModuleSettings = ModuleSettings()) {
        self.number = number
        self.timeZone = timeZone
        self.locale = locale
        self.weekStart = weekStart
        self.settings = settings
    }

    /// The basics of `profile`, as a generation numbered `number` starts with them.
    public init(number: Int, basicsOf profile: Profile) {
        self.init(number: number, timeZone: profile.timeZone.identifier, locale: profile.locale,
                  weekStart: profile.weekStartOverride, settings: profile.settings)
    }
}
