/* The playouts' own generator, xoshiro256** (Blackman and Vigna) seeded by splitmix64, for the
 * LSD and Islands cores (each extension module keeps its own static copy). */
#ifndef ISLANDS_RULES_NATIVE_RNG_H
#define ISLANDS_RULES_NATIVE_RNG_H

#include <stdint.h>

typedef struct {
    uint64_t s[4];
} NativeRng;

static inline uint64_t native_splitmix64(uint64_t *x) {
    uint64_t z = (*x += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static inline void native_rng_seed(NativeRng *rng, uint64_t seed) {
    for (int k = 0; k < 4; k++) rng->s[k] = native_splitmix64(&seed);
}

static inline uint64_t native_rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

static inline uint64_t native_rng_next(NativeRng *rng) {
    uint64_t *s = rng->s, result = native_rotl(s[1] * 5, 7) * 9, t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = native_rotl(s[3], 45);
    return result;
}

/* A uniform number below bound (> 0), without modulo bias. */
static inline uint64_t native_rng_below(NativeRng *rng, uint64_t bound) {
    uint64_t threshold = (0 - bound) % bound;
    for (;;) {
        uint64_t r = native_rng_next(rng);
        if (r >= threshold) return r % bound;
    }
}

#endif
