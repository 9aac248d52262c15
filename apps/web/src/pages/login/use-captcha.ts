import { useCallback, useEffect, useState } from 'react';
import type { Captcha } from '@app/contracts/auth';
import { getCaptcha } from '../../api/auth.ts';

// A failed fetch has been reported by the request layer; the old picture stays and can be clicked again.
const keepCurrent = () => undefined;

/** The current captcha (single use, so it is replaced after every attempt); null until it arrives. */
export function useCaptcha(): [Captcha | null, () => Promise<void>] {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const refresh = useCallback(() => getCaptcha().then(setCaptcha, keepCurrent), []);
  useEffect(() => {
    let mounted = true;
    getCaptcha().then((fresh) => mounted && setCaptcha(fresh), keepCurrent);
    return () => {
      mounted = false;
    };
  }, []);
  return [captcha, refresh];
}
