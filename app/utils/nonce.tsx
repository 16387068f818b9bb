import { createContext, useContext } from 'react';

/** Carries the per-request CSP nonce from entry.server to <Scripts>. */
const NonceContext = createContext('');
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
