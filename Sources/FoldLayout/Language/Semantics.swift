/// What the layout rules, the guides overlay and the tools need to know about a node, declared by
/// the screen that makes it: the rules read these, never a screen's names.
public struct Semantics: Hashable, Sendable {
    /// A guide the design-review overlay draws for a node (R2).
    public enum Guide: Hashable, Sendable {
        /// Outline the node's bounds (the card).
        case container
        /// Outline the node's touch area.
        case touchTarget
        /// A line through the middle of this text's first line, drawn across the node `across`
        /// (the row), so a control's centre can be checked against it.
        case firstLine(across: String)
    }

    /// A container that must lie whole inside one page's content region (L1): a card, a sheet, a dialog.
    public var staysInOnePage: Bool
    /// Deliberately covers the chrome (a modal's dimming): the page rules pass over it.
    public var coversChrome: Bool
    /// The smallest touch area the node may have, in points (L12).
    public var minimumTarget: Double?
    public var guide: Guide?
    /// A button or short label: none of its words may break, not even at a hyphenation point (L8).
    /// Where it cannot fit whole, the screen must lay itself out differently (`FirstFit`).
    public var keepsWordsWhole: Bool
    /// What assistive technology reads for the node (A1); `nil`: a text node reads its string, other nodes nothing.
    public var accessibility: Accessibility?
    /// A sheet or dialog: while one shows, assistive technology reads only what is inside it (A2).
    public var isModal: Bool
    /// Where assistive technology's focus is (A2): the control a closed sheet returns it to.
    public var hasFocus: Bool = false
    /// The focus ring's corner radius in the app's own shapes (a row at a card's foot rounds as the card
    /// does); `nil`: half the ring's height, at most 10 pt.
    public var focusCornerRadius: Double? = nil
    /// A glyph that sits in a line of text (a check ring, a radio mark, an icon): how it scales with that
    /// text (P4).
    public var glyph: GlyphScale? = nil
    /// A text whose size the columns of a grid set, where the columns are what the grid shows (a
    /// month's seven weekdays): it may stay under P10's proportion while it is at least
    /// `P10TextInProportion.fillsColumn` of its box's width.
    public var sizedByColumns: Bool = false

    /// What kind of overlay the node is (P12, P15): it must show whole, with its title and actions.
    public var overlay: Overlay? = nil
    /// The part of an overlay the node is (P12, P15): its title, a sheet's pinned header, its grabber.
    public var part: Part? = nil
    /// A control that accompanies a text in a list or a bar (P13): where it stands and how it grows.
    public var accessory: Accessory? = nil
    /// A bar of controls and a title (Cancel · title · Save): laid out one way on every page of a device
    /// at one text size (P13). The value names the kind of bar.
    public var bar: String? = nil
    /// A name someone gave (a habit's, a group's, a goal's): never hyphenated, its characters as typed (P14).
    public var isName: Bool = false
    /// The screen a page's content belongs to (P15): every page of a display shows the same screen.
    public var purpose: String? = nil
    /// Keeps its place in the layout and paints nothing, nor anything inside it (its solved nodes have
    /// no opacity): a row a context menu has lifted off the list leaves its place empty (P12).
    public var isHidden: Bool = false
    /// A page's quiet empty state (P15): it says, on purpose, that the page has nothing of its own to show
    /// now (a starting point, a screen's name), so the page is not judged for the room it leaves.
    public var isQuiet: Bool = false
    /// An error the node reports (P15): shown once, with its action on the same page.
    public var reportsError: String? = nil
    /// The error this control acts on (Try again).
    public var actsOnError: String? = nil

    /// Kinds of overlay (P12).
    public enum Overlay: String, Hashable, Sendable, Codable {
        case dialog, menu, popover, message, sheet
    }

    /// Parts of an overlay.
    public enum Part: String, Hashable, Sendable, Codable {
        /// The title a dialog or menu must show.
        case title
        /// A sheet's header, pinned above what scrolls.
        case header
        /// The handle a sheet is dragged by.
        case grabber
    }

    /// A control beside a text (P13): the text it accompanies, the list or bar whose controls of its kind
    /// follow one placement, and its size against the text's at the default text size (`proportion`:
    /// its height, or a text control's point size, over the text's point size), which it must keep at
    /// least half of at every size.
    public struct Accessory: Hashable, Sendable {
        public var text: String
        public var group: String
        public var proportion: Double?
        public init(text: String, group: String, proportion: Double? = nil) {
            self.text = text
            self.group = group
            self.proportion = proportion
        }
    }

    /// The identity of the node an overlay was opened from, and whether it stands over that node.
    var anchorID: String? = nil
    var anchorsOver: Bool = false

    /// An overlay opened from another node (a menu from a held row): laid out next to it (P3).
    public var anchor: Anchor? {
        get { anchorID.map { Anchor(id: $0, placement: anchorsOver ? .over : .below) } }
        set {
            anchorID = newValue?.id
            anchorsOver = newValue?.placement == .over
        }
    }

    /// Where an overlay stands against the node that opened it (P3).
    public struct Anchor: Hashable, Sendable {
        public enum Placement: Hashable, Sendable {
            /// Its top on the node's top: the overlay starts with the node lifted above the dimming (a
            /// context menu's preview), its actions below.
            case over
            /// Just below the node.
            case below
        }
        /// The identity of the node it was opened from.
        public var id: String
        public var placement: Placement
        public init(id: String, placement: Placement) {
            self.id = id
            self.placement = placement
        }
    }

    public init(staysInOnePage: Bool = false, coversChrome: Bool = false, minimumTarget: Double? = nil, guide: Guide? = nil,
                keepsWordsWhole: Bool = false, accessibility: Accessibility? = nil, isModal: Bool = false) {
        self.accessibility = accessibility
        self.isModal = isModal
        self.staysInOnePage = staysInOnePage
        self.coversChrome = coversChrome
        self.minimumTarget = minimumTarget
        self.guide = guide
        self.keepsWordsWhole = keepsWordsWhole
    }

    public static let none = Semantics()
}
