import CreaseInput
import HabitDomain

extension Scenario {
    /// A task row of Today (another Kept module's, drawn so the Habits rows can be seen on its
    /// columns, L12): its title, whether it is done, and an optional time.
    public struct TaskItem: Hashable, Sendable, Codable {
        public var title: String
        public var done: Bool
        public var time: String?

        public init(title: String, done: Bool = false, time: String? = nil) {
            self.title = title
            self.done = done
            self.time = time
        }

        enum CodingKeys: String, CodingKey { case title, done, time }
        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            title = try c.decode(String.self, forKey: .title)
            done = try c.decodeIfPresent(Bool.self, forKey: .done) ?? false
            time = try c.decodeIfPresent(String.self, forKey: .time)
        }

        func validate(field: String) throws(InputError) {
            guard !title.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw InputError(file: "", field: field + ".title", message: "must not be empty")
            }
            if let time, TimeOfDay(time) == nil {
                throw InputError(file: "", field: field + ".time", message: "is not a time HH:MM (got \"\(time)\")")
            }
        }
    }
}
