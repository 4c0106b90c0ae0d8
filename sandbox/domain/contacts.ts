/** The contact points the registry holds for a licensee (licensee_contacts). */
export type ContactRow = {
  address_line1: string;
  address_line2: string | null;
  city: string;
  state: string;
  postal_code: string;
  email: string;
  phone: string;
  fax: string | null;
};
