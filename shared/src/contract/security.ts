// Filled in as the domain's routes move to declarations (docs/architecture.md#the-api-contract).
export {};
