// A C target needs a source file: the header is all there is (see include/CFuzzerDriver.h).
#include "CFuzzerDriver.h"
