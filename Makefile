# Crease: two commands on a fresh Debian machine with the Swift toolchain.
#   make demo   renders the bundled fixtures into out/ and says where they are
#   make test   runs the whole test suite, then walks the snapshot workflow of the example
#               consumer package in Examples/HabitsLayouts (Scripts/consumer-walk.sh)
# Both install the Debian packages they need first (as root, or with sudo).

DEBIAN_PACKAGES := libcairo2-dev libpango1.0-dev zlib1g-dev libdeflate-dev libhyphen-dev pkg-config \
	hyphen-en-us hyphen-en-gb hyphen-de hyphen-fr \
	fonts-inter fonts-noto-color-emoji fonts-dejavu-core fonts-droid-fallback chromium poppler-utils libxml2-utils
SWIFT_FLAGS := -Xswiftc -warnings-as-errors

# The layout, PNG and render tests under AddressSanitizer and ThreadSanitizer (CI runs this after make
# test). Each sanitizer builds into its own folder, so the normal build stays as it is. Leak
# detection is off: at exit a test process still holds the test runner's and the font libraries'
# caches, which LeakSanitizer reports though nothing is lost while it runs.
SANITIZE_TESTS := FoldLayoutTests|FoldImageTests|FoldRenderTests|RenderPipelineTests|ScaleTests

.PHONY: demo test deps build bench sanitize

deps:
	@Scripts/install-deps.sh $(DEBIAN_PACKAGES)

build: deps
	swift build $(SWIFT_FLAGS)

# The tool is built with the Swift runtime and Foundation linked in statically: it starts in about half
# the time (crease diff of two 1×1 PNGs: 9.8 ms against 18.5 ms, hyperfine, 60 runs). It is linked as a
# position-dependent executable (-no-pie), so the loader applies 932 relocations at start instead of
# 82,666, and without exporting its own symbols (--no-export-dynamic: 499 dynamic symbols
# instead of 10,414; SwiftPM exports an executable's own for testing, which this one does not need). The
# same diff: 6.9–8.4 ms as before, 4.9–5.6 ms with -no-pie alone, 3.9–4.4 ms with both (hyperfine, 150
# runs each, medians of two rounds in one session; issue 33). The tool gives up address-space
# randomisation of its own code for it.
RELEASE_FLAGS := -c release --static-swift-stdlib -Xswiftc -Xclang-linker -Xswiftc -no-pie -Xlinker --no-export-dynamic

demo: deps
	swift build $(RELEASE_FLAGS) --product crease
	"$$(swift build $(RELEASE_FLAGS) --show-bin-path)/crease" export --output out

# The suite runs optimised (with -enable-testing for @testable imports) in a folder of its own, so it
# never rebuilds what demo and bench build: the whole suite takes about 1 min after the build instead
# of 3.5 min unoptimised. The debug-only invariant checks (_checkInvariants) run under make sanitize.
TEST_FLAGS := -c release -Xswiftc -enable-testing --scratch-path .build/test

test: deps
	swift test $(TEST_FLAGS) $(SWIFT_FLAGS)
	Scripts/consumer-walk.sh

bench: deps
	swift build $(RELEASE_FLAGS) --product crease
	"$$(swift build $(RELEASE_FLAGS) --show-bin-path)/crease" bench \
		$$([ -d ../shared/conformance/pixelmatch ] && echo --conformance ../shared/conformance/pixelmatch)

sanitize: deps
	ASAN_OPTIONS=detect_leaks=0 swift test --sanitize=address --scratch-path .build/sanitize-address --filter '$(SANITIZE_TESTS)'
	swift test --sanitize=thread --scratch-path .build/sanitize-thread --filter '$(SANITIZE_TESTS)'
