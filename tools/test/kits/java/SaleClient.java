import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.HttpURLConnection;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import payments.contracts.terminal.DoTransactionHeader;
import payments.contracts.terminal.MobileDoTransactionHeader;
import payments.contracts.terminal.MobileDoTransactionReply;
import payments.contracts.terminal.MobileDoTransactionRequest;
import payments.contracts.terminal.MobilePaymentRecord;
import payments.contracts.terminal.MobileReply;
import payments.contracts.terminal.MobileUpiGetStatusDetail;
import payments.contracts.terminal.MobileUpiSaleDetail;
import payments.contracts.terminal.TerminalDoTransactionReply;
import payments.contracts.terminal.TerminalDoTransactionRequest;
import payments.contracts.terminal.TerminalJson;
import payments.contracts.terminal.TerminalReply;
import payments.contracts.terminal.TerminalTransactionDetail;
import payments.contracts.terminal.TerminalTransactionType;
import payments.contracts.terminal.UpiBankCode;

/**
 * A billing app's calls, built with the generated types and sent to the simulator's HTTP bridge
 * (contracts simulate): a terminal card sale (4001), then a mobile UPI sale (5120) completed by
 * UPI Get Status (5122) with the batch and receipt numbers of its first reply. Prints one line per
 * reply: {@code step TAB ResponseCode TAB ResponseMsg}. Argument: the bridge's base URL.
 */
public final class SaleClient {
    private SaleClient() {
    }

    /**
     * Runs it.
     *
     * @param args as the class comment says
     * @throws Exception when a step fails
     */
    public static void main(String[] args) throws Exception {
        String base = args[0];

        // Smart terminal: card sale 4001.
        DoTransactionHeader header = new DoTransactionHeader();
        header.setApplicationId("abcdefgh");
        header.setUserId("user1234");
        header.setVersionNo("1.0");
        TerminalTransactionDetail sale = new TerminalTransactionDetail();
        sale.setTransactionType(TerminalTransactionType.SALE);
        sale.setBillingRefNo("JAVA-0001");
        sale.setPaymentAmount(9999000L);
        sale.setIsSwipe(true);
        TerminalDoTransactionRequest request = new TerminalDoTransactionRequest();
        request.setHeader(header);
        request.setDetail(sale);
        TerminalReply reply = TerminalJson.read(post(base + "/terminal", TerminalJson.write(request)), TerminalReply.class);
        TerminalDoTransactionReply done = (TerminalDoTransactionReply) reply;
        System.out.println("terminal-sale\t" + done.getResponse().getResponseCode() + "\t" + done.getResponse().getResponseMsg());

        // Mobile acceptance: UPI sale 5120, answered 100 (initiated); then Get Status 5122.
        MobileDoTransactionHeader mobileHeader = new MobileDoTransactionHeader();
        mobileHeader.setApplicationId("abcdefgh");
        mobileHeader.setUserId("user1234");
        mobileHeader.setVersionNo("1.0");
        MobileUpiSaleDetail upi = new MobileUpiSaleDetail();
        upi.setBillingRefNo("JAVA-UPI-1");
        upi.setBankCode(UpiBankCode.UPI_ACQUIRER);
        upi.setPaymentAmount(100L);
        MobileDoTransactionRequest upiRequest = new MobileDoTransactionRequest();
        upiRequest.setHeader(mobileHeader);
        upiRequest.setDetail(upi);
        String upiJson = TerminalJson.write(upiRequest);
        System.out.println("upi-sale-request\t" + upiJson);
        MobileDoTransactionReply initiated = (MobileDoTransactionReply) TerminalJson.read(post(base + "/mobile", upiJson), MobileReply.class);
        System.out.println("upi-sale\t" + initiated.getResponse().getResponseCode() + "\t" + initiated.getResponse().getResponseMsg());

        MobilePaymentRecord first = initiated.getDetail();
        MobileUpiGetStatusDetail status = new MobileUpiGetStatusDetail();
        status.setBillingRefNo(upi.getBillingRefNo());
        status.setPaymentAmount(upi.getPaymentAmount());
        status.setBankCode(upi.getBankCode());
        status.setBatchNo(first.getBatchNumber().intValue());
        status.setRoc(first.getVendorRoc().intValue());
        MobileDoTransactionRequest statusRequest = new MobileDoTransactionRequest();
        statusRequest.setHeader(mobileHeader);
        statusRequest.setDetail(status);
        MobileDoTransactionReply approved = (MobileDoTransactionReply) TerminalJson.read(post(base + "/mobile", TerminalJson.write(statusRequest)), MobileReply.class);
        System.out.println("upi-status\t" + approved.getResponse().getResponseCode() + "\t" + approved.getResponse().getResponseMsg());
    }

    private static String post(String url, String json) throws Exception {
        HttpURLConnection c = (HttpURLConnection) new URL(url).openConnection();
        c.setRequestMethod("POST");
        c.setDoOutput(true);
        c.setRequestProperty("Content-Type", "application/json");
        OutputStream out = c.getOutputStream();
        out.write(json.getBytes(StandardCharsets.UTF_8));
        out.close();
        if (c.getResponseCode() != 200) throw new IllegalStateException(url + " answered HTTP " + c.getResponseCode());
        InputStream in = c.getInputStream();
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        byte[] buf = new byte[8192];
        for (int n; (n = in.read(buf)) > 0;) body.write(buf, 0, n);
        in.close();
        return new String(body.toByteArray(), StandardCharsets.UTF_8);
    }
}
