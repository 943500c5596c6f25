//! The Tang-Song filling count (唐宋填空法).
