export const NO_STORE_MARK: string;
export const SHARED_VARY: string;
export function admit(value: unknown, exists: () => Promise<boolean>): Promise<boolean>;
