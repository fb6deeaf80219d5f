import CreaseTestSupport
import Foundation

extension TestSupport {
    /// Ant's JUnit format as Jenkins, GitLab and GitHub's reporters read it, written here from the
    /// format rather than from Crease's writer: each suite's `properties`, cases, `system-out` and
    /// `system-err` in that order; the counts, time, timestamp (no zone) and host required.
    public static let junitSchema = """
    <?xml version="1.0" encoding="UTF-8"?>
    <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" elementFormDefault="qualified">
      <xs:simpleType name="timestamp">
        <xs:restriction base="xs:dateTime"><xs:pattern value="[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}"/></xs:restriction>
      </xs:simpleType>
      <xs:complexType name="message">
        <xs:simpleContent><xs:extension base="xs:string">
          <xs:attribute name="message" type="xs:string" use="required"/><xs:attribute name="type" type="xs:string" use="required"/>
        </xs:extension></xs:simpleContent>
      </xs:complexType>
      <xs:element name="testsuites">
        <xs:complexType>
          <xs:sequence><xs:element ref="testsuite" minOccurs="0" maxOccurs="unbounded"/></xs:sequence>
          <xs:attribute name="name" type="xs:string"/>
          <xs:attribute name="tests" type="xs:nonNegativeInteger" use="required"/>
          <xs:attribute name="failures" type="xs:nonNegativeInteger" use="required"/>
          <xs:attribute name="errors" type="xs:nonNegativeInteger" use="required"/>
          <xs:attribute name="skipped" type="xs:nonNegativeInteger"/>
          <xs:attribute name="time" type="xs:decimal"/>
        </xs:complexType>
      </xs:element>
      <xs:element name="testsuite">
        <xs:complexType>
          <xs:sequence>
            <xs:element name="properties">
              <xs:complexType><xs:sequence>
                <xs:element name="property" minOccurs="0" maxOccurs="unbounded">
                  <xs:complexType><xs:attribute name="name" use="required"/><xs:attribute name="value" use="required"/></xs:complexType>
                </xs:element>
              </xs:sequence></xs:complexType>
            </xs:element>
            <xs:element name="testcase" minOccurs="0" maxOccurs="unbounded">
              <xs:complexType>
                <xs:choice minOccurs="0">
                  <xs:element name="failure" type="message"/><xs:element name="error" type="message"/><xs:element name="skipped"/>
                </xs:choice>
                <xs:attribute name="name" type="xs:string" use="required"/>
                <xs:attribute name="classname" type="xs:string" use="required"/>
                <xs:attribute name="time" type="xs:decimal" use="required"/>
              </xs:complexType>
            </xs:element>
            <xs:element name="system-out" type="xs:string"/>
            <xs:element name="system-err" type="xs:string"/>
          </xs:sequence>
          <xs:attribute name="package" type="xs:token" use="required"/>
          <xs:attribute name="id" type="xs:int" use="required"/>
          <xs:attribute name="name" type="xs:token" use="required"/>
          <xs:attribute name="timestamp" type="timestamp" use="required"/>
          <xs:attribute name="hostname" type="xs:token" use="required"/>
          <xs:attribute name="tests" type="xs:nonNegativeInteger" use="required"/>
          <xs:attribute name="failures" type="xs:nonNegativeInteger" use="required"/>
          <xs:attribute name="errors" type="xs:nonNegativeInteger" use="required"/>
          <xs:attribute name="skipped" type="xs:nonNegativeInteger"/>
          <xs:attribute name="time" type="xs:decimal" use="required"/>
        </xs:complexType>
      </xs:element>
    </xs:schema>
    """

    /// `xmllint --schema` on `file`: its exit status and what it said.
    public static func validateJUnit(_ file: URL) throws -> (status: Int32, said: String) {
        let xsd = TestSupport.temporaryFolder("junit-schema").appendingPathComponent("junit.xsd")
        try Data(junitSchema.utf8).write(to: xsd)
        let run = try TestSupport.run("/usr/bin/xmllint", ["--noout", "--schema", xsd.path, file.path])
        return (run.status, run.stderr)
    }

    public static var xmllint: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/xmllint") }
}
