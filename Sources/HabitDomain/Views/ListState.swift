/// The habit list's loading state (D21).
public enum ListState: String, Hashable, Sendable, Codable {
    case loading, loaded, failed

    /// The empty invitation appears only once habits have been heard back about.
    public func showsInvitation(habitCount: Int) -> Bool { self == .loaded && habitCount == 0 }

    /// What a failed first read says.
    public var message: String? { self == .failed ? "Habits aren't available right now." : nil }
}
