# Crease: two commands on a fresh Debian machine with the Swift toolchain.
#   make demo   renders the bundled fixtures into out/ and says where they are
#   make test   runs the whole test suite, then walks the snapshot workflow of the example
#               consumer package in Examples/HabitsLayouts (Scripts/consumer-walk.sh)
# Both install the Debian packages they need first (as root, or with sudo).

DEBIAN_PACKAGES := libcairo2-dev libpango1.0-dev zlib1g-dev libdeflate-dev pkg-config \
	fonts-inter fonts-noto-color-emoji fonts-dejavu-core fonts-droid-fallback chromium
SWIFT_FLAGS := -Xswiftc -warnings-as-errors

.PHONY: demo test deps build bench

deps:
	@Scripts/install-deps.sh $(DEBIAN_PACKAGES)

build: deps
	swift build $(SWIFT_FLAGS)

demo: deps
	swift run -c release crease export --output out

test: deps
	swift test $(SWIFT_FLAGS)
	Scripts/consumer-walk.sh

bench: deps
	swift run -c release crease bench
