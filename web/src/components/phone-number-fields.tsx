import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { phoneCountries, phoneCountry } from '../lib/phone-countries.ts';

type PhoneNumberFieldsProps = {
  region: string;
  phone: string;
  onRegionChange: (region: string) => void;
  onPhoneChange: (phone: string) => void;
};

/** The country phone code dropdown (spec §2: about 240 countries, scroll height 300 px) and the national number beside its code. */
export const PhoneNumberFields = ({ region, phone, onRegionChange, onPhoneChange }: PhoneNumberFieldsProps) => (
  <>
    <div className="field">
      <label htmlFor="phoneRegion">Country (phone code)</label>
      <Dropdown
        inputId="phoneRegion"
        value={region}
        options={phoneCountries as never[]}
        optionLabel="label"
        optionValue="region"
        placeholder="Choose a country"
        filter
        filterBy="label"
        scrollHeight="300px"
        onChange={(event) => onRegionChange(event.value as string)}
      />
    </div>
    <div className="field">
      <label htmlFor="phone">Phone Number</label>
      <div className="p-inputgroup">
        <span className="p-inputgroup-addon" aria-hidden="true">
          {phoneCountry(region)?.callingCode ?? '+'}
        </span>
        <InputText id="phone" type="tel" value={phone} onChange={(event) => onPhoneChange(event.target.value)} autoComplete="tel-national" />
      </div>
    </div>
  </>
);
