/// Text as the layout sees it: a string, a font, a colour token and the language it is written in.
public struct TextContent: Hashable, Sendable {
    public var string: String {
        get { storedString }
        set {
            storedString = newValue
            stringHash = newValue.hashValue
        }
    }
    private var storedString: String
    public var font: FontSpec
    public var color: Paint
    public var alignment: TextAlignment
    /// The text's language as a locale or BCP 47 tag (`en_GB`, `de-AT`): whose hyphenation patterns
    /// break a word too wide for its line. `nil`: the measurer's default (English).
    public var language: String?
    /// The most lines the text may take; past them its last line ends in an ellipsis (`TextTruncation`).
    /// `nil`, the default, wraps the whole text onto as many lines as it needs.
    public var lineLimit: Int?
    /// Whether a word too wide for its line is hyphenated (the default) or, as the platforms wrap a
    /// name, broken between two characters with no hyphen drawn (P14: no hyphen inside a name; see
    /// `Node.isName()`).
    public var hyphenates: Bool = true
    /// The string's hash, taken once when the text is declared: measurement caches look texts up
    /// every solve, and hashing the characters each time would cost more than the lookup.
    public private(set) var stringHash: Int

    public init(_ string: String, font: FontSpec, color: Paint = "text", alignment: TextAlignment = .natural,
                language: String? = nil, lineLimit: Int? = nil) {
        self.storedString = string
        self.font = font
        self.color = color
        self.alignment = alignment
        self.language = language
        self.lineLimit = lineLimit
        self.stringHash = string.hashValue
    }

    /// The same text with its string taken from `equal`, a string of the same code units made
    /// elsewhere: the two then share one storage, and the hash stays (it is the same string).
    func sharingString(with equal: String) -> TextContent {
        var shared = self
        shared.storedString = equal
        return shared
    }
}
