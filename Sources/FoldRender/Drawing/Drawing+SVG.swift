import CreaseIO
import FoldLayout

extension Drawing {
    /// The font families an SVG names for its text: the renderer's own first, then what a browser has.
    public static let svgFontFamilies = "Inter, 'DejaVu Sans', 'Noto Sans', Arial, sans-serif"

    /// The drawing as a standalone SVG 1.1 document: no scripts, no external references, every
    /// string from data escaped (`SVGText`).
    public func svg() -> String {
        var out = ""
        out.reserveCapacity(64 * 1024)
        let w = Self.number(width), h = Self.number(height)
        out += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\""
        out += " font-family=\"\(Self.svgFontFamilies)\">\n"
        out += "<title>\(Escape.xmlAttribute(title))</title>\n"
        out += "<rect width=\"\(w)\" height=\"\(h)\"\(Self.fill(background))/>\n"
        for item in items { Self.write(item, into: &out, depth: 0) }
        out += "</svg>\n"
        return out
    }

    static func write(_ item: Item, into out: inout String, depth: Int) {
        switch item {
        case .rect(let r, let fill, let stroke):
            out += "<rect x=\"\(number(r.x))\" y=\"\(number(r.y))\" width=\"\(number(Swift.max(0, r.width)))\" height=\"\(number(Swift.max(0, r.height)))\""
            out += fill.map(Self.fill) ?? " fill=\"none\""
            if let stroke { out += Self.stroke(stroke) }
            out += "/>\n"
        case .line(let points, let stroke):
            guard points.count > 1 else { return }
            out += "<polyline fill=\"none\" stroke-linejoin=\"round\"\(Self.stroke(stroke)) points=\""
            Self.points(points, into: &out)
            out += "\"/>\n"
        case .shape(let points, let fill):
            guard points.count > 2 else { return }
            out += "<polygon\(Self.fill(fill)) points=\""
            Self.points(points, into: &out)
            out += "\"/>\n"
        case .text(let t):
            out += "<text x=\"\(number(t.x))\" y=\"\(number(t.y))\" font-size=\"\(number(t.font.size))\""
            if t.font.weight != .regular { out += " font-weight=\"\(t.font.weight.value)\"" }
            if t.anchor != .start { out += " text-anchor=\"\(t.anchor.rawValue)\"" }
            out += "\(Self.fill(t.colour))>\(Escape.xmlAttribute(t.string))</text>\n"
        case .group(let id, let inner):
            out += "<g id=\"\(Self.identifier(id))\">\n"
            for i in inner { write(i, into: &out, depth: depth + 1) }
            out += "</g>\n"
        }
    }

    static func points(_ points: [Point], into out: inout String) {
        var first = true
        for p in points {
            if !first { out += " " }
            first = false
            out += number(p.x)
            out += ","
            out += number(p.y)
        }
    }

    static func fill(_ c: Colour) -> String {
        " fill=\"\(hex(c))\"" + (c.a < 1 ? " fill-opacity=\"\(number(c.a))\"" : "")
    }

    static func stroke(_ s: Stroke) -> String {
        var out = " stroke=\"\(hex(s.colour))\" stroke-width=\"\(number(s.width))\""
        if s.colour.a < 1 { out += " stroke-opacity=\"\(number(s.colour.a))\"" }
        if !s.dash.isEmpty { out += " stroke-dasharray=\"\(s.dash.map(number).joined(separator: " "))\"" }
        return out
    }

    static func hex(_ c: Colour) -> String {
        func byte(_ v: Double) -> Int { Int((Swift.min(1, Swift.max(0, v.isFinite ? v : 0)) * 255).rounded()) }
        let digits = Array("0123456789abcdef")
        var out = "#"
        for v in [byte(c.r), byte(c.g), byte(c.b)] {
            out.append(digits[v >> 4])
            out.append(digits[v & 15])
        }
        return out
    }

    /// Up to two decimals, no trailing zeros; non-finite values as 0 (an SVG must still parse).
    static func number(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        let hundredths = (v * 100).rounded()
        guard abs(hundredths) < 1e15 else { return "0" }
        let whole = Int(hundredths)
        let sign = whole < 0 ? "-" : ""
        let magnitude = abs(whole)
        let integer = magnitude / 100, fraction = magnitude % 100
        if fraction == 0 { return sign + String(integer) }
        if fraction % 10 == 0 { return sign + String(integer) + "." + String(fraction / 10) }
        return sign + String(integer) + (fraction < 10 ? ".0" : ".") + String(fraction)
    }

    /// A group name as an XML name: letters, digits, `-` and `_`; anything else becomes `_`.
    static func identifier(_ id: String) -> String {
        var out = ""
        for scalar in id.unicodeScalars {
            let ok = (scalar.value < 128) && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_")
            out.unicodeScalars.append(ok ? scalar : "_")
        }
        if let first = out.unicodeScalars.first, !first.properties.isAlphabetic { out = "g" + out }
        return out.isEmpty ? "g" : out
    }
}
