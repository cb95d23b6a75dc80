import { tsr } from '@/lib/tsr';

/** POST user/verification-codes/{channel} `{ force }`: sends a code. */
export const useRequestCode = () => tsr.verification.requestCode.useMutation();
