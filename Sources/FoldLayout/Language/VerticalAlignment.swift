public enum VerticalAlignment: Hashable, Sendable { case top, center, bottom, fill, firstLine }
