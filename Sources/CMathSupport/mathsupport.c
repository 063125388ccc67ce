// CMathSupport is header-only (include/mathsupport.h); SwiftPM wants one source file.
#include "mathsupport.h"
