/// A value read from user input that can check itself beyond what its JSON shape says.
public protocol Validating {
    /// Throws an `InputError` with `file` left empty and `field` naming the bad value.
    func validate() throws(InputError)
}
