// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import com.google.gson.annotations.SerializedName;
import java.util.List;
import java.util.Objects;

/**
 * UploadInvoice request Detail: the invoice (all fields optional).
 *
 * <p>Gap of the document (002 &#167; Endpoints &#8250; UploadInvoice (1008)): The unit of the invoice amounts (DiscountTotalValue, GrossBill, NetBill, Taxes, Amount, product values) is not stated.
 *
 * <p>JSON Schema UploadInvoiceDetail.json (https://contracts.invalid/terminal/schemas/UploadInvoiceDetail.json).
 */
public final class UploadInvoiceDetail {
    /**
     * BillingUserName, String(10).
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 10 characters.
     *
     * <p>Wire name: BillingUserName.
     */
    @SerializedName("BillingUserName")
    private String billingUserName;

    /**
     * Customer: the invoice's customer.
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: Customer.
     */
    @SerializedName("Customer")
    private InvoiceCustomer customer;

    /**
     * DiscountTotalValue (Long).
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: DiscountTotalValue.
     */
    @SerializedName("DiscountTotalValue")
    private Long discountTotalValue;

    /**
     * GrossBill (Long).
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: GrossBill.
     */
    @SerializedName("GrossBill")
    private Long grossBill;

    /**
     * InvoiceNumber (Long).
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: InvoiceNumber.
     */
    @SerializedName("InvoiceNumber")
    private Long invoiceNumber;

    /**
     * NetBill (Long).
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: NetBill.
     */
    @SerializedName("NetBill")
    private Long netBill;

    /**
     * Taxes (Long).
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: Taxes.
     */
    @SerializedName("Taxes")
    private Long taxes;

    /**
     * OrderCreationTimeLocal, String(10): YYYY-MM-DD.
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 10 characters; pattern ^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$.
     *
     * <p>Wire name: OrderCreationTimeLocal.
     */
    @SerializedName("OrderCreationTimeLocal")
    private String orderCreationTimeLocal;

    /**
     * OrderId, String(20).
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 20 characters.
     *
     * <p>Wire name: OrderId.
     */
    @SerializedName("OrderId")
    private String orderId;

    /**
     * PaymentStatus, String(10): PAID or PENDING.
     *
     * <p>Contract: optional (null when absent, and then left out when written). Values: {@link InvoicePaymentStatus}.
     *
     * <p>Wire name: PaymentStatus.
     */
    @SerializedName("PaymentStatus")
    private String paymentStatus;

    /**
     * Payments[]: the payments of the invoice.
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: Payments.
     */
    @SerializedName("Payments")
    private List<InvoicePayment> payments;

    /**
     * Products[]: the products of the invoice.
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: Products.
     */
    @SerializedName("Products")
    private List<InvoiceProduct> products;

    /**
     * Status, String(10): Delivered or Pending.
     *
     * <p>Contract: optional (null when absent, and then left out when written). Values: {@link InvoiceStatus}.
     *
     * <p>Wire name: Status.
     */
    @SerializedName("Status")
    private String status;

    /**
     * An empty UploadInvoiceDetail; set the other fields before writing it.
     */
    public UploadInvoiceDetail() {
    }

    /**
     * @return BillingUserName, or null when absent
     */
    public String getBillingUserName() {
        return billingUserName;
    }

    /**
     * Sets BillingUserName; null leaves it out of the JSON.
     *
     * @param billingUserName the new value, or null
     */
    public void setBillingUserName(String billingUserName) {
        this.billingUserName = billingUserName;
    }

    /**
     * @return Customer, or null when absent
     */
    public InvoiceCustomer getCustomer() {
        return customer;
    }

    /**
     * Sets Customer; null leaves it out of the JSON.
     *
     * @param customer the new value, or null
     */
    public void setCustomer(InvoiceCustomer customer) {
        this.customer = customer;
    }

    /**
     * @return DiscountTotalValue, or null when absent
     */
    public Long getDiscountTotalValue() {
        return discountTotalValue;
    }

    /**
     * Sets DiscountTotalValue; null leaves it out of the JSON.
     *
     * @param discountTotalValue the new value, or null
     */
    public void setDiscountTotalValue(Long discountTotalValue) {
        this.discountTotalValue = discountTotalValue;
    }

    /**
     * @return GrossBill, or null when absent
     */
    public Long getGrossBill() {
        return grossBill;
    }

    /**
     * Sets GrossBill; null leaves it out of the JSON.
     *
     * @param grossBill the new value, or null
     */
    public void setGrossBill(Long grossBill) {
        this.grossBill = grossBill;
    }

    /**
     * @return InvoiceNumber, or null when absent
     */
    public Long getInvoiceNumber() {
        return invoiceNumber;
    }

    /**
     * Sets InvoiceNumber; null leaves it out of the JSON.
     *
     * @param invoiceNumber the new value, or null
     */
    public void setInvoiceNumber(Long invoiceNumber) {
        this.invoiceNumber = invoiceNumber;
    }

    /**
     * @return NetBill, or null when absent
     */
    public Long getNetBill() {
        return netBill;
    }

    /**
     * Sets NetBill; null leaves it out of the JSON.
     *
     * @param netBill the new value, or null
     */
    public void setNetBill(Long netBill) {
        this.netBill = netBill;
    }

    /**
     * @return Taxes, or null when absent
     */
    public Long getTaxes() {
        return taxes;
    }

    /**
     * Sets Taxes; null leaves it out of the JSON.
     *
     * @param taxes the new value, or null
     */
    public void setTaxes(Long taxes) {
        this.taxes = taxes;
    }

    /**
     * @return OrderCreationTimeLocal, or null when absent
     */
    public String getOrderCreationTimeLocal() {
        return orderCreationTimeLocal;
    }

    /**
     * Sets OrderCreationTimeLocal; null leaves it out of the JSON.
     *
     * @param orderCreationTimeLocal the new value, or null
     */
    public void setOrderCreationTimeLocal(String orderCreationTimeLocal) {
        this.orderCreationTimeLocal = orderCreationTimeLocal;
    }

    /**
     * @return OrderId, or null when absent
     */
    public String getOrderId() {
        return orderId;
    }

    /**
     * Sets OrderId; null leaves it out of the JSON.
     *
     * @param orderId the new value, or null
     */
    public void setOrderId(String orderId) {
        this.orderId = orderId;
    }

    /**
     * @return PaymentStatus, or null when absent
     */
    public String getPaymentStatus() {
        return paymentStatus;
    }

    /**
     * Sets PaymentStatus; null leaves it out of the JSON.
     *
     * @param paymentStatus the new value, or null
     */
    public void setPaymentStatus(String paymentStatus) {
        this.paymentStatus = paymentStatus;
    }

    /**
     * @return Payments, or null when absent
     */
    public List<InvoicePayment> getPayments() {
        return payments;
    }

    /**
     * Sets Payments; null leaves it out of the JSON.
     *
     * @param payments the new value, or null
     */
    public void setPayments(List<InvoicePayment> payments) {
        this.payments = payments;
    }

    /**
     * @return Products, or null when absent
     */
    public List<InvoiceProduct> getProducts() {
        return products;
    }

    /**
     * Sets Products; null leaves it out of the JSON.
     *
     * @param products the new value, or null
     */
    public void setProducts(List<InvoiceProduct> products) {
        this.products = products;
    }

    /**
     * @return Status, or null when absent
     */
    public String getStatus() {
        return status;
    }

    /**
     * Sets Status; null leaves it out of the JSON.
     *
     * @param status the new value, or null
     */
    public void setStatus(String status) {
        this.status = status;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) return true;
        if (!(other instanceof UploadInvoiceDetail)) return false;
        UploadInvoiceDetail that = (UploadInvoiceDetail) other;
        return Objects.equals(billingUserName, that.billingUserName)
            && Objects.equals(customer, that.customer)
            && Objects.equals(discountTotalValue, that.discountTotalValue)
            && Objects.equals(grossBill, that.grossBill)
            && Objects.equals(invoiceNumber, that.invoiceNumber)
            && Objects.equals(netBill, that.netBill)
            && Objects.equals(taxes, that.taxes)
            && Objects.equals(orderCreationTimeLocal, that.orderCreationTimeLocal)
            && Objects.equals(orderId, that.orderId)
            && Objects.equals(paymentStatus, that.paymentStatus)
            && Objects.equals(payments, that.payments)
            && Objects.equals(products, that.products)
            && Objects.equals(status, that.status);
    }

    @Override
    public int hashCode() {
        return Objects.hash(billingUserName, customer, discountTotalValue, grossBill, invoiceNumber, netBill, taxes, orderCreationTimeLocal, orderId, paymentStatus, payments, products, status);
    }
}
