public enum HorizontalAlignment: Hashable, Sendable { case leading, center, trailing, fill }
