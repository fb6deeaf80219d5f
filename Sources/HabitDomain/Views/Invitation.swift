/// The copy of the empty invitation (L9, D20).
public enum Invitation {
    public static let title = "Track your habits"
    public static let addHabit = "Add habit"
    public static let todayLine = "Big goals are accomplished through daily work. Add a habit below"
    public static let removeFromHome = "Remove habits from home page"
    public static let showEveryDay = "Show every day"
    public static let turnOn = "Turn on Habits"
}
