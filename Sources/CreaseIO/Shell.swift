/// Command lines printed for people to copy and run.
public enum Shell {
    /// `text` as one shell word: bare when it holds only safe characters, else single-quoted.
    public static func quote(_ text: String) -> String {
        let safe = !text.isEmpty && text.unicodeScalars.allSatisfy { c in
            (c.value < 128 && (c.properties.isAlphabetic || ("0"..."9").contains(c))) || "-_./=@:+,".unicodeScalars.contains(c)
        }
        return safe ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
