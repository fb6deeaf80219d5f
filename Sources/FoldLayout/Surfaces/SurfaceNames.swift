import CreaseInput

/// The names panels, windows and their device classes go by: they become parts of file names.
enum SurfaceNames {
    /// Lower-case letters, digits and `-`, starting with a letter or digit.
    static func check(_ name: String, field: String) throws(InputError) {
        let ok = !name.isEmpty && !name.hasPrefix("-") && name.unicodeScalars.allSatisfy { c in
            ("a"..."z").contains(c) || ("0"..."9").contains(c) || c == "-"
        }
        guard ok else {
            throw InputError(file: "", field: field, message: "'\(name)' is not a name (lower-case letters, digits and '-')")
        }
    }
}
