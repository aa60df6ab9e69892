// Addresses and travellers are the two saved personal records with the same life: a list page,
// a form page for a new one and for each saved one, and BFF routes for create, update and delete.
// The kind is also the record's message namespace and the prefix of its ids and test ids.
export const RECORDS = {
  address: { list: "/account/address", api: "/api/account/address" },
  tourist: { list: "/tourist", api: "/api/account/tourist" },
} as const;

export type RecordKind = keyof typeof RECORDS;
