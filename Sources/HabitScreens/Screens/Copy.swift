/// The Habits screens' own copy, where more than one screen says it.
public enum Copy {
    /// `text` as it is painted (P14): an apostrophe between letters is the typographic one (`aren’t`,
    /// `goal’s`), as the platforms' smart punctuation sets it; the seed's words are otherwise unchanged.
    public static func typeset(_ text: String) -> String {
        guard text.contains("'") else { return text }
        var out = ""
        var previous: Character?
        let characters = Array(text)
        for (i, c) in characters.enumerated() {
            let next = i + 1 < characters.count ? characters[i + 1] : nil
            if c == "'", previous?.isLetter == true, next?.isLetter == true { out.append("\u{2019}") } else { out.append(c) }
            previous = c
        }
        return out
    }

    /// A failed first read (D21).
    public static let unavailable = "Habits aren't available right now."
    public static let archiveHabit = "Archive habit"
    public static let deleteHabit = "Delete habit"
    public static let newGroup = "New group"
    public static let manageGroups = "Manage groups"
    public static let undo = "Undo"
    /// A failed read's way to read again.
    public static let tryAgain = "Try again"
    /// The error a failed read reports, by name (P15: shown once, with Try again beside it).
    public static let unavailableError = "habits-unavailable"
}
