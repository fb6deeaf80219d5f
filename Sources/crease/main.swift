import CMalloc
import CreaseInput
import Foundation

/// The `crease` command: argument parsing and subcommands only; every subcommand calls the libraries.
@MainActor
func run() -> Int32 {
    var arguments = Array(CommandLine.arguments.dropFirst())
    guard let name = arguments.first, name != "--help", name != "-h", name != "help" else {
        if arguments.count >= 2, let command = Commands.all.first(where: { $0.spec.name == arguments[1] }) {
            print(command.spec.usage)
        } else {
            print(Commands.overview)
        }
        return 0
    }
    arguments.removeFirst()
    guard var command = Commands.all.first(where: { $0.spec.name == name }) else {
        FileHandle.standardError.write(Data("crease: '\(name)' is not a command; run 'crease --help' for the list\n".utf8))
        return 2
    }
    if let word = arguments.first, let sub = command.subcommands.first(where: { $0.spec.name == "\(name) \(word)" }) {
        command = sub
        arguments.removeFirst()
    }
    do {
        let parsed = try ParsedArguments(arguments, spec: command.spec)
        if parsed.wantsHelp {
            print(command.spec.usage)
            return 0
        }
        return try command.run(parsed)
    } catch {
        FileHandle.standardError.write(Data("crease: \(error)\n".utf8))
        return 2
    }
}

// Rendering, encoding and comparing allocate and free buffers of megabytes, image after image. By
// default glibc hands each one back to the kernel and faults it in again (about 640,000 page faults
// in `crease bench --only png`, 20,000 with these settings, and a third of the encoding time): keep
// freed memory for the next image instead. Peak memory is unchanged; it is not returned early.
mallopt(M_MMAP_THRESHOLD, 64 << 20)
mallopt(M_TRIM_THRESHOLD, 256 << 20)

exit(run())
