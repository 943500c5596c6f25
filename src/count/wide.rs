//! Exact counts of any size for the sweeps: a count is a run of `u64` limbs (least significant
//! first) inside one flat vector, so that millions of counts cost no allocation each. The only
//! arithmetic the sweeps need is addition; [`to_decimal`] renders a count through `num-bigint`.

use num_bigint::BigUint;

/// Enough limbs to hold any number below `3^points` (every count of a board of `points`
/// points is at most that): `points * log2(3) < points * 1585 / 1000` bits, rounded up.
pub fn limbs_for(points: usize) -> usize {
    let bits = points.saturating_mul(1585) / 1000 + 1;
    bits.div_ceil(64).max(1)
}

/// `dst += src`, limb by limb with carry; `false` if the sum does not fit (never happens when
/// the limbs come from [`limbs_for`] of the board, which bounds every count; checked anyway).
#[inline]
pub fn add(dst: &mut [u64], src: &[u64]) -> bool {
    let mut carry = false;
    for (d, s) in dst.iter_mut().zip(src) {
        let (x, c1) = d.overflowing_add(*s);
        let (y, c2) = x.overflowing_add(carry as u64);
        *d = y;
        carry = c1 || c2;
    }
    !carry
}

/// The number the limbs hold.
pub fn to_biguint(limbs: &[u64]) -> BigUint {
    let digits: Vec<u32> = limbs
        .iter()
        .flat_map(|&l| [l as u32, (l >> 32) as u32])
        .collect();
    BigUint::new(digits)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn limbs_hold_three_to_the_points() {
        // 3^40 < 2^64 <= 3^41; 3^80 < 2^128 <= 3^81.
        assert_eq!(limbs_for(40), 1);
        assert_eq!(limbs_for(41), 2);
        assert_eq!(limbs_for(80), 2);
        assert_eq!(limbs_for(81), 3);
        for p in [1usize, 16, 40, 41, 80, 81, 100, 361] {
            let bound = BigUint::from(3u32).pow(p as u32);
            assert!(bound.bits() <= 64 * limbs_for(p) as u64, "{p}");
        }
    }

    #[test]
    fn carries_cross_limbs() {
        let mut a = [u64::MAX, u64::MAX, 0];
        assert!(add(&mut a, &[1, 0, 0]));
        assert_eq!(a, [0, 0, 1]);
        assert_eq!(to_biguint(&a), BigUint::from(1u8) << 128);
        let mut b = [u64::MAX];
        assert!(!add(&mut b, &[1]));
    }
}
