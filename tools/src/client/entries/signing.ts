/** `@payments/contracts/signing`: the x-verify signers (pluggable; HMAC-SHA256 default). */
export { encodePayload, hmacSha256Signer, verifySignature, type Signer } from "../../signing/x-verify.ts";
