import CreaseIO
import CreaseInput
import FoldImage
import FoldSnapshot
import Foundation

/// `crease diff`: two PNGs compared the way pixelmatch v7.2.0 does, with pixelmatch's own defaults.
public enum DiffCommand {
    static let threshold = Option<Double>.number("threshold", placeholder: "t", help: "Colour threshold; smaller is stricter.", in: 0...1).defaulting(to: 0.1)
    static let includeAA = Flag("include-aa", help: "Count anti-aliased pixels as differences.")
    static let alpha = Option<Double>.number("alpha", placeholder: "a", help: "Opacity of the unchanged image in the diff image.", in: 0...1).defaulting(to: 0.1)
    static let noCheckerboard = Flag("no-checkerboard", help: "Blend semi-transparent pixels against white instead of the checkerboard.")
    static let diffColour = Option<(UInt8, UInt8, UInt8)>("diff-color", placeholder: "r,g,b", help: "Colour of differing pixels.", default: "255,0,0") { (text: String) throws(InputError) -> (UInt8, UInt8, UInt8) in
        let parts = text.split(separator: ",").compactMap { UInt8($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 3 else { throw InputError(file: "--diff-color", message: "'\(text)' is not r,g,b with each 0…255") }
        return (parts[0], parts[1], parts[2])
    }
    static let output = Option<String>.text("output", placeholder: "diff.png", help: "Write pixelmatch's diff image.")
    static let batch = Option<String>.text("batch", placeholder: "file",
                                           help: "Compare many pairs in one process: one pair per line (two paths, tab- or space-separated; - reads standard input); JSON Lines out, the total time on standard error.")

    public static let command = Command(
        "diff", summary: "Compare two PNGs the way pixelmatch v7.2.0 does and count the differing pixels.",
        positionals: [.init(name: "a.png", help: "The expected image."), .init(name: "b.png", help: "The actual image.")],
        positionalsUnless: "batch",
        options: .of(threshold, includeAA, alpha, noCheckerboard, diffColour, output, batch, Flag.json),
        discussion: "pixelmatch's own defaults (unlike crease snapshot, which is exact unless told otherwise).\nExit status: 0 when no pixel differs, 1 when some do, 2 on an error (unreadable PNG, different sizes).\n"
            + "With --batch, one JSON line per pair in the file's order ({\"a\", \"b\", \"mismatched\", \"total\", \"width\", \"height\"}, or \"line\" and \"error\"); exit 2 when any pair could not be compared."
    ) { args, context in
        var options = ImageComparison.Options()
        options.threshold = try args.setting(threshold)
        options.alpha = try args.setting(alpha)
        if let colour = try args.value(diffColour) { options.diffColor = colour }
        options.includeAA = args.flag(includeAA)
        options.checkerboard = !args.flag(noCheckerboard)
        if let file = try args.value(batch) {
            guard !args.has(output) else { throw InputError(file: "--output", message: "writes one diff image and cannot be used with --batch") }
            let text: String
            if file == "-" {
                text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
            } else {
                guard let data = try? Data(contentsOf: context.url(file)) else {
                    throw InputError(file: file, message: FileManager.default.fileExists(atPath: context.url(file).path) ? "cannot be read" : "no such file")
                }
                text = String(decoding: data, as: UTF8.self)
            }
            return DiffBatch.run(try DiffBatch.pairs(text, file: file), options: options, context: context)
        }
        let paths = args.positionals
        let (a, b) = try PNGCodec.readPair(context.url(paths[0]), context.url(paths[1]))
        let diffPath = try args.value(output)
        let result: ImageComparison.Result
        do { result = try ImageComparison(options: options).compare(a, b, makeDiff: diffPath != nil) } catch {
            throw InputError(file: "\(paths[0]), \(paths[1])", message: "\(error)")
        }
        if let diffPath, let diff = result.diff { try AtomicFile.write(PNGCodec.encode(diff), to: context.url(diffPath)) }
        if args.flag(Flag.json) {
            context.out(DiffBatch.json(DiffBatch.counts(result)))
        } else {
            context.out("\(result.mismatched)")
        }
        return result.mismatched == 0 ? 0 : 1
    }
}
