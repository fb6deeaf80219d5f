import CreaseKit
import Foundation

// The command line lives in CreaseKit (CreaseCLI), where tests run it in-process.
exit(CreaseCLI.main())
