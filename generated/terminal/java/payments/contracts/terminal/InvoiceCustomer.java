// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import com.google.gson.annotations.SerializedName;
import java.util.Objects;

/**
 * Customer of an uploaded invoice (all fields optional).
 *
 * <p>JSON Schema InvoiceCustomer.json (https://contracts.invalid/terminal/schemas/InvoiceCustomer.json).
 */
public final class InvoiceCustomer {
    /**
     * AddressLine1, String(50).
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 50 characters.
     *
     * <p>Wire name: AddressLine1.
     */
    @SerializedName("AddressLine1")
    private String addressLine1;

    /**
     * AddressLine2, String(50).
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 50 characters.
     *
     * <p>Wire name: AddressLine2.
     */
    @SerializedName("AddressLine2")
    private String addressLine2;

    /**
     * City, String(50).
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 50 characters.
     *
     * <p>Wire name: City.
     */
    @SerializedName("City")
    private String city;

    /**
     * Country, String(50).
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 50 characters.
     *
     * <p>Wire name: Country.
     */
    @SerializedName("Country")
    private String country;

    /**
     * State, String(50).
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 50 characters.
     *
     * <p>Wire name: State.
     */
    @SerializedName("State")
    private String state;

    /**
     * DOB, String(10): date of birth, YYYY-MM-DD.
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 10 characters; pattern ^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$.
     *
     * <p>Wire name: DOB.
     */
    @SerializedName("DOB")
    private String DOB;

    /**
     * Email, String(256).
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 256 characters.
     *
     * <p>Wire name: Email.
     */
    @SerializedName("Email")
    private String email;

    /**
     * FirstName, String(50).
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 50 characters.
     *
     * <p>Wire name: FirstName.
     */
    @SerializedName("FirstName")
    private String firstName;

    /**
     * LastName, String(50).
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 50 characters.
     *
     * <p>Wire name: LastName.
     */
    @SerializedName("LastName")
    private String lastName;

    /**
     * Gender, String(10): MALE or FEMALE.
     *
     * <p>Contract: optional (null when absent, and then left out when written). Values: {@link Gender}.
     *
     * <p>Wire name: Gender.
     */
    @SerializedName("Gender")
    private String gender;

    /**
     * Phone, String(20).
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 20 characters.
     *
     * <p>Wire name: Phone.
     */
    @SerializedName("Phone")
    private String phone;

    /**
     * PinCode (Integer): postal code.
     *
     * <p>Contract: optional (null when absent, and then left out when written); from -2147483648 to 2147483647.
     *
     * <p>Wire name: PinCode.
     */
    @SerializedName("PinCode")
    private Integer pinCode;

    /**
     * An empty InvoiceCustomer; set the other fields before writing it.
     */
    public InvoiceCustomer() {
    }

    /**
     * @return AddressLine1, or null when absent
     */
    public String getAddressLine1() {
        return addressLine1;
    }

    /**
     * Sets AddressLine1; null leaves it out of the JSON.
     *
     * @param addressLine1 the new value, or null
     */
    public void setAddressLine1(String addressLine1) {
        this.addressLine1 = addressLine1;
    }

    /**
     * @return AddressLine2, or null when absent
     */
    public String getAddressLine2() {
        return addressLine2;
    }

    /**
     * Sets AddressLine2; null leaves it out of the JSON.
     *
     * @param addressLine2 the new value, or null
     */
    public void setAddressLine2(String addressLine2) {
        this.addressLine2 = addressLine2;
    }

    /**
     * @return City, or null when absent
     */
    public String getCity() {
        return city;
    }

    /**
     * Sets City; null leaves it out of the JSON.
     *
     * @param city the new value, or null
     */
    public void setCity(String city) {
        this.city = city;
    }

    /**
     * @return Country, or null when absent
     */
    public String getCountry() {
        return country;
    }

    /**
     * Sets Country; null leaves it out of the JSON.
     *
     * @param country the new value, or null
     */
    public void setCountry(String country) {
        this.country = country;
    }

    /**
     * @return State, or null when absent
     */
    public String getState() {
        return state;
    }

    /**
     * Sets State; null leaves it out of the JSON.
     *
     * @param state the new value, or null
     */
    public void setState(String state) {
        this.state = state;
    }

    /**
     * @return DOB, or null when absent
     */
    public String getDOB() {
        return DOB;
    }

    /**
     * Sets DOB; null leaves it out of the JSON.
     *
     * @param DOB the new value, or null
     */
    public void setDOB(String DOB) {
        this.DOB = DOB;
    }

    /**
     * @return Email, or null when absent
     */
    public String getEmail() {
        return email;
    }

    /**
     * Sets Email; null leaves it out of the JSON.
     *
     * @param email the new value, or null
     */
    public void setEmail(String email) {
        this.email = email;
    }

    /**
     * @return FirstName, or null when absent
     */
    public String getFirstName() {
        return firstName;
    }

    /**
     * Sets FirstName; null leaves it out of the JSON.
     *
     * @param firstName the new value, or null
     */
    public void setFirstName(String firstName) {
        this.firstName = firstName;
    }

    /**
     * @return LastName, or null when absent
     */
    public String getLastName() {
        return lastName;
    }

    /**
     * Sets LastName; null leaves it out of the JSON.
     *
     * @param lastName the new value, or null
     */
    public void setLastName(String lastName) {
        this.lastName = lastName;
    }

    /**
     * @return Gender, or null when absent
     */
    public String getGender() {
        return gender;
    }

    /**
     * Sets Gender; null leaves it out of the JSON.
     *
     * @param gender the new value, or null
     */
    public void setGender(String gender) {
        this.gender = gender;
    }

    /**
     * @return Phone, or null when absent
     */
    public String getPhone() {
        return phone;
    }

    /**
     * Sets Phone; null leaves it out of the JSON.
     *
     * @param phone the new value, or null
     */
    public void setPhone(String phone) {
        this.phone = phone;
    }

    /**
     * @return PinCode, or null when absent
     */
    public Integer getPinCode() {
        return pinCode;
    }

    /**
     * Sets PinCode; null leaves it out of the JSON.
     *
     * @param pinCode the new value, or null
     */
    public void setPinCode(Integer pinCode) {
        this.pinCode = pinCode;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) return true;
        if (!(other instanceof InvoiceCustomer)) return false;
        InvoiceCustomer that = (InvoiceCustomer) other;
        return Objects.equals(addressLine1, that.addressLine1)
            && Objects.equals(addressLine2, that.addressLine2)
            && Objects.equals(city, that.city)
            && Objects.equals(country, that.country)
            && Objects.equals(state, that.state)
            && Objects.equals(DOB, that.DOB)
            && Objects.equals(email, that.email)
            && Objects.equals(firstName, that.firstName)
            && Objects.equals(lastName, that.lastName)
            && Objects.equals(gender, that.gender)
            && Objects.equals(phone, that.phone)
            && Objects.equals(pinCode, that.pinCode);
    }

    @Override
    public int hashCode() {
        return Objects.hash(addressLine1, addressLine2, city, country, state, DOB, email, firstName, lastName, gender, phone, pinCode);
    }
}
