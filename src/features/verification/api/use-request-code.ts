import { tsr } from '@/lib/tsr';

/** POST user/verification-codes/{channel} `{ force }`: sends a code (spec section 7). */
export const useRequestCode = () => tsr.verification.requestCode.useMutation();
