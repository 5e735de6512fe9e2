/** What a table shows for a value the row does not have (PRODUCT_SPEC section 2: "-"). */
export const missing = '-';
