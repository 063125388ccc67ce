// The C library's math functions that Swift's Glibc module does not declare.
// Header only (its one .c file is empty): nothing to link but the C library's libm.
#ifndef MAPSIM_MATHSUPPORT_H
#define MAPSIM_MATHSUPPORT_H

#include <math.h>

/// The sine and cosine of `x` radians, written to `*sine` and `*cosine`.
///
/// On glibc, one call of its `sincos` (a GNU extension: Swift's Glibc module leaves it out
/// because it is declared only under _GNU_SOURCE), which reduces the argument once for
/// both and returns exactly the bits of its `sin` and `cos` (`ProjectionTests` checks
/// that on a million seeded angles of every scale): 111 instructions a call where the two
/// calls took 136 (callgrind, `mapsim check` on the 3M recording). Elsewhere the two calls.
static inline void mapsim_sincos(double x, double *sine, double *cosine) {
#if defined(__GLIBC__)
    extern void sincos(double, double *, double *);
    sincos(x, sine, cosine);
#else
    *sine = sin(x);
    *cosine = cos(x);
#endif
}

#endif
