import CMalloc
import CreaseKit
import Foundation

// Rendering, encoding and comparing allocate and free buffers of megabytes, image after image. By
// default glibc hands each one back to the kernel and faults it in again (about 640,000 page faults
// in `crease bench --only png`, 20,000 with these settings, and a third of the encoding time): keep
// freed memory for the next image instead. Peak memory is unchanged; it is not returned early.
mallopt(M_MMAP_THRESHOLD, 64 << 20)
mallopt(M_TRIM_THRESHOLD, 256 << 20)

// The command line lives in CreaseKit (CreaseCLI), where tests run it in-process.
exit(CreaseCLI.main())
