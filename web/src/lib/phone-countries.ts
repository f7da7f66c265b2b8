/**
 * Spec §2 Sign-up: the country phone code dropdown, about 240 countries with labels, default
 * United States. The regions and their calling codes come from libphonenumber-js (Google's
 * maintained metadata); the names from the browser's own Unicode data (Intl.DisplayNames).
 */
import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';

export type PhoneCountry = { region: CountryCode; callingCode: string; label: string };

export const defaultPhoneRegion: CountryCode = 'US';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

export const phoneCountries: readonly PhoneCountry[] = getCountries()
  .map((region) => {
    const callingCode = `+${getCountryCallingCode(region)}`;
    return { region, callingCode, label: `${regionNames.of(region) ?? region} (${callingCode})` };
  })
  .sort((a, b) => a.label.localeCompare(b.label, 'en'));

export const phoneCountry = (region: string): PhoneCountry | undefined => phoneCountries.find((country) => country.region === region);
