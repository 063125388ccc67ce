// The parts of GNU GSL that mapsim uses. GSL is GPL-3.0-or-later: anything that links
// this module is GPL too. MapMath never does.
#ifndef MAPSIM_CGSL_SHIM_H
#define MAPSIM_CGSL_SHIM_H

#include <gsl/gsl_errno.h>
#include <gsl/gsl_math.h>
#include <gsl/gsl_rng.h>
#include <gsl/gsl_randist.h>
#include <gsl/gsl_statistics_double.h>
#include <gsl/gsl_sort.h>
#include <gsl/gsl_integration.h>
#include <gsl/gsl_interp.h>
#include <gsl/gsl_spline.h>
#include <gsl/gsl_multifit.h>
#include <gsl/gsl_vector.h>
#include <gsl/gsl_matrix.h>

// Swift 6 cannot read GSL's mutable C globals directly; these accessors return them.

/// The Mersenne Twister generator type (`gsl_rng_mt19937`).
static inline const gsl_rng_type *cgsl_rng_mt19937(void) { return gsl_rng_mt19937; }
/// Steffen's monotone interpolation (`gsl_interp_steffen`).
static inline const gsl_interp_type *cgsl_interp_steffen(void) { return gsl_interp_steffen; }
/// Cubic spline interpolation (`gsl_interp_cspline`).
static inline const gsl_interp_type *cgsl_interp_cspline(void) { return gsl_interp_cspline; }
/// Linear interpolation (`gsl_interp_linear`).
static inline const gsl_interp_type *cgsl_interp_linear(void) { return gsl_interp_linear; }

#endif
