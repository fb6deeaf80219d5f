/// What assistive technology reads for the Habits controls (A1), in the seed's words.
public enum A11y {
    /// The progress button beside a habit: "VoiceOver calls it View progress".
    public static let viewProgress = "View progress"
    /// A checked circle: "a checked habit reads Checked in, which is also what VoiceOver says".
    public static let checkedIn = "Checked in"
}
