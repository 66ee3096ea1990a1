// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description Acquiring bank codes of the smart terminal service (payment record AcquiringBankCode, Integer).
         *     The document writes the acquirer codes with two digits (01, 02, ...); as Integer they are 1, 2, ...
         * @enum {integer}
         */
        AcquiringBankCode: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 9 | 10 | 14 | 17 | 51 | 81 | 82;
        /**
         * @description Bluetooth codes of ConnectBluetooth (1005): Response.ResponseCode (Integer); each doc comment is
         *     the exact message. DisconnectBluetooth has its own table (DisconnectBluetoothResponseCode).
         * @enum {integer}
         */
        BluetoothResponseCode: 0 | 1 | 2 | 3 | 4;
        /** @description Header of the multi scan from camera (MethodId "1010"). */
        CameraMultiScanHeader: {
            /** @description ApplicationId, String(100): issued by the service to the billing application. Required. */
            ApplicationId: string;
            /** @description UserId, String(100): the billing app user id or name. Optional. */
            UserId?: string;
            /**
             * @description MethodId, String(10): "1010", multi scan from camera. Required.
             * @constant
             */
            MethodId: "1010";
            /** @description VersionNo, String(10): for example a two-part number ("1.0"). Required. */
            VersionNo: string;
        };
        /**
         * @description Multi scan from camera reply (MethodId "1010"): camera scan code (Integer), Response.AppVersion
         *     and ParameterJson, and Detail.ScannedDataList.
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "VersionNo": "1.0",
         *         "MethodId": "1010"
         *       },
         *       "Response": {
         *         "ResponseCode": 0,
         *         "ResponseMsg": "Success",
         *         "AppVersion": "161",
         *         "ParameterJson": "parameter"
         *       },
         *       "Detail": {
         *         "ScannedDataList": [
         *           {
         *             "itemCount": 10,
         *             "itemValue": "https://example.com/support/"
         *           },
         *           {
         *             "itemCount": 12,
         *             "itemValue": "http://example.org"
         *           },
         *           {
         *             "itemCount": 17,
         *             "itemValue": "http://example.net/item"
         *           }
         *         ]
         *       }
         *     }
         */
        CameraMultiScanReply: {
            /** @description Header, echoed from the request. */
            Header: components["schemas"]["CameraMultiScanHeader"];
            /** @description Response: camera scan code, message, AppVersion and ParameterJson. */
            Response: components["schemas"]["CameraMultiScanResponse"];
            /** @description Detail: the scanned items. Required when the ResponseCode is a success code; a failed reply may leave it out. */
            Detail?: components["schemas"]["CameraMultiScanReplyDetail"];
        } & unknown;
        /** @description Reply Detail of the multi scan from camera. */
        CameraMultiScanReplyDetail: {
            /** @description ScannedDataList: the scanned items. */
            ScannedDataList?: components["schemas"]["ScannedItem"][];
        };
        /**
         * @description Multi scan from camera request (MethodId "1010"): Header only.
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "VersionNo": "1.0",
         *         "MethodId": "1010"
         *       }
         *     }
         */
        CameraMultiScanRequest: {
            /** @description Header with MethodId "1010". */
            Header: components["schemas"]["CameraMultiScanHeader"];
        };
        /** @description Response object of the multi scan from camera (1010): camera scan code (Integer), message, AppVersion and ParameterJson. */
        CameraMultiScanResponse: {
            /** @description ResponseCode (Integer): the method's code table lists the documented codes (x-codes); any integer is accepted. */
            ResponseCode: components["schemas"]["CameraScanResponseCode"] | number;
            /** @description ResponseMsg, String(255): the message of the code. */
            ResponseMsg: string;
            /** @description AppVersion (string): multi scan returns Response.AppVersion. */
            AppVersion: string;
            /** @description ParameterJson (string): multi scan returns Response.ParameterJson. */
            ParameterJson: string;
        };
        /**
         * @description Codes of the camera scans, single (1009) and multi (1010): Response.ResponseCode. The section
         *     does not state their type; they are integers like the other method-specific codes (the envelope:
         *     "use method-specific integer codes") and share their values with the base-scanner codes.
         * @enum {integer}
         */
        CameraScanResponseCode: 0 | 2001 | 2099;
        /** @description Header of the single scan from camera (MethodId "1009"). */
        CameraSingleScanHeader: {
            /** @description ApplicationId, String(100): issued by the service to the billing application. Required. */
            ApplicationId: string;
            /** @description UserId, String(100): the billing app user id or name. Optional. */
            UserId?: string;
            /**
             * @description MethodId, String(10): "1009", single scan from camera. Required.
             * @constant
             */
            MethodId: "1009";
            /** @description VersionNo, String(10): for example a two-part number ("1.0"). Required. */
            VersionNo: string;
        };
        /**
         * @description Single scan from camera reply (MethodId "1009"): camera scan code (Integer) and Detail.ScannedData.
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "VersionNo": "1.0",
         *         "MethodId": "1009"
         *       },
         *       "Response": {
         *         "ResponseCode": 0,
         *         "ResponseMsg": "Success"
         *       },
         *       "Detail": {
         *         "ScannedData": "2345"
         *       }
         *     }
         */
        CameraSingleScanReply: {
            /** @description Header, echoed from the request. */
            Header: components["schemas"]["CameraSingleScanHeader"];
            /** @description Response: camera scan code and message. */
            Response: components["schemas"]["CameraSingleScanResponse"];
            /** @description Detail: the scanned data. Required when the ResponseCode is a success code; a failed reply may leave it out. */
            Detail?: components["schemas"]["ScanReplyDetail"];
        } & unknown;
        /**
         * @description Single scan from camera request (MethodId "1009"): Header only.
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "VersionNo": "1.0",
         *         "MethodId": "1009"
         *       }
         *     }
         */
        CameraSingleScanRequest: {
            /** @description Header with MethodId "1009". */
            Header: components["schemas"]["CameraSingleScanHeader"];
        };
        /** @description Response object of the single scan from camera (1009): camera scan code (Integer) and message. */
        CameraSingleScanResponse: {
            /** @description ResponseCode (Integer): the method's code table lists the documented codes (x-codes); any integer is accepted. */
            ResponseCode: components["schemas"]["CameraScanResponseCode"] | number;
            /** @description ResponseMsg, String(255): the message of the code. */
            ResponseMsg: string;
            /** @description AppVersion (string): the version of the service app. */
            AppVersion?: string;
            /** @description ParameterJson (string); its content is not shown. */
            ParameterJson?: string;
        };
        /**
         * @description Payment record CardEntryMode (Integer): how the card was read; any other value means the card was not validated.
         * @enum {integer}
         */
        CardEntryMode: 0 | 1 | 2;
        /**
         * @description Common response codes of the smart terminal service (Response.ResponseCode, String(10)): used by
         *     DoTransaction, Settlement and GetTerminalInfo, whose sections list no codes of their own.
         *     For successful replies the response code is zero. Code 8 belongs to the mobile acceptance
         *     service only (see MobileResponseCode).
         * @enum {string}
         */
        CommonResponseCode: "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "100";
        /** @description ConnectBluetooth request Detail. */
        ConnectBluetoothDetail: {
            /** @description BaseSerialNumber (String): printed on the back of the base. Required. */
            BaseSerialNumber: string;
        };
        /** @description Header of ConnectBluetooth (MethodId "1005"). */
        ConnectBluetoothHeader: {
            /** @description ApplicationId, String(100): issued by the service to the billing application. Required. */
            ApplicationId: string;
            /** @description UserId, String(100): the billing app user id or name. Optional. */
            UserId?: string;
            /**
             * @description MethodId, String(10): "1005", ConnectBluetooth. Required.
             * @constant
             */
            MethodId: "1005";
            /** @description VersionNo, String(10): for example a two-part number ("1.0"). Required. */
            VersionNo: string;
        };
        /**
         * @description ConnectBluetooth reply (MethodId "1005"): Bluetooth code (Integer), message, AppVersion and ParameterJson; no Detail.
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "VersionNo": "1.0",
         *         "MethodId": "1005"
         *       },
         *       "Response": {
         *         "ResponseCode": 0,
         *         "ResponseMsg": "Bluetooth Connection Success",
         *         "AppVersion": "161",
         *         "ParameterJson": "parameter"
         *       }
         *     }
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "VersionNo": "1.0",
         *         "MethodId": "1005"
         *       },
         *       "Response": {
         *         "ResponseCode": 4,
         *         "ResponseMsg": "Base serial number is invalid",
         *         "AppVersion": "161",
         *         "ParameterJson": "parameter"
         *       }
         *     }
         */
        ConnectBluetoothReply: {
            /** @description Header, echoed from the request. */
            Header: components["schemas"]["ConnectBluetoothHeader"];
            /** @description Response: Bluetooth code, message, AppVersion and ParameterJson. */
            Response: components["schemas"]["ConnectBluetoothResponse"];
        };
        /**
         * @description ConnectBluetooth request (MethodId "1005").
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "VersionNo": "1.0",
         *         "MethodId": "1005"
         *       },
         *       "Detail": {
         *         "BaseSerialNumber": "121234"
         *       }
         *     }
         */
        ConnectBluetoothRequest: {
            /** @description Header with MethodId "1005". */
            Header: components["schemas"]["ConnectBluetoothHeader"];
            /** @description The base to connect to. */
            Detail: components["schemas"]["ConnectBluetoothDetail"];
        };
        /** @description Response object of ConnectBluetooth (1005): Bluetooth code (Integer), message, AppVersion and ParameterJson. */
        ConnectBluetoothResponse: {
            /** @description ResponseCode (Integer): the method's code table lists the documented codes (x-codes); any integer is accepted. */
            ResponseCode: components["schemas"]["BluetoothResponseCode"] | number;
            /** @description ResponseMsg, String(255): the message of the code. */
            ResponseMsg: string;
            /** @description AppVersion (string): the response also carries it. */
            AppVersion: string;
            /** @description ParameterJson (string): the response also carries it. */
            ParameterJson: string;
        };
        /** @description Header of DisconnectBluetooth (MethodId "1006"). */
        DisconnectBluetoothHeader: {
            /** @description ApplicationId, String(100): issued by the service to the billing application. Required. */
            ApplicationId: string;
            /** @description UserId, String(100): the billing app user id or name. Optional. */
            UserId?: string;
            /**
             * @description MethodId, String(10): "1006", DisconnectBluetooth. Required.
             * @constant
             */
            MethodId: "1006";
            /** @description VersionNo, String(10): for example a two-part number ("1.0"). Required. */
            VersionNo: string;
        };
        /**
         * @description DisconnectBluetooth reply (MethodId "1006"): success is code 0 with message Bluetooth Disconnection Success; no Detail.
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "VersionNo": "1.0",
         *         "MethodId": "1006"
         *       },
         *       "Response": {
         *         "ResponseCode": 0,
         *         "ResponseMsg": "Bluetooth Disconnection Success"
         *       }
         *     }
         */
        DisconnectBluetoothReply: {
            /** @description Header, echoed from the request. */
            Header: components["schemas"]["DisconnectBluetoothHeader"];
            /** @description Response: Bluetooth code and message. */
            Response: components["schemas"]["DisconnectBluetoothResponse"];
        };
        /**
         * @description DisconnectBluetooth request (MethodId "1006"): Header only.
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "VersionNo": "1.0",
         *         "MethodId": "1006"
         *       }
         *     }
         */
        DisconnectBluetoothRequest: {
            /** @description Header with MethodId "1006". */
            Header: components["schemas"]["DisconnectBluetoothHeader"];
        };
        /**
         * @description Response object of DisconnectBluetooth (1006): disconnect code (Integer) and message; success is
         *     code 0 with message Bluetooth Disconnection Success. The other disconnect codes are not shown.
         */
        DisconnectBluetoothResponse: {
            /** @description ResponseCode (Integer): the method's code table lists the documented codes (x-codes); any integer is accepted. */
            ResponseCode: components["schemas"]["DisconnectBluetoothResponseCode"] | number;
            /** @description ResponseMsg, String(255): the message of the code. */
            ResponseMsg: string;
            /** @description AppVersion (string): the version of the service app. */
            AppVersion?: string;
            /** @description ParameterJson (string); its content is not shown. */
            ParameterJson?: string;
        };
        /**
         * @description Codes of DisconnectBluetooth (1006): Response.ResponseCode (Integer). The section gives only
         *     success: "success is code 0 with message Bluetooth Disconnection Success".
         * @enum {integer}
         */
        DisconnectBluetoothResponseCode: 0;
        /** @description Header of DoTransaction (MethodId "1001") of the smart terminal service. */
        DoTransactionHeader: {
            /** @description ApplicationId, String(100): issued by the service to the billing application. Required. */
            ApplicationId: string;
            /** @description UserId, String(100): the billing app user id or name. Optional. */
            UserId?: string;
            /**
             * @description MethodId, String(10): "1001", DoTransaction. Required.
             * @constant
             */
            MethodId: "1001";
            /** @description VersionNo, String(10): for example a two-part number ("1.0"). Required. */
            VersionNo: string;
        };
        /**
         * @description UploadInvoice Customer.Gender (String(10)): MALE or FEMALE.
         * @enum {string}
         */
        Gender: "MALE" | "FEMALE";
        /** @description Header of GetTerminalInfo (MethodId "1004"). */
        GetTerminalInfoHeader: {
            /** @description ApplicationId, String(100): issued by the service to the billing application. Required. */
            ApplicationId: string;
            /** @description UserId, String(100): the billing app user id or name. Optional. */
            UserId?: string;
            /**
             * @description MethodId, String(10): "1004", GetTerminalInfo. Required.
             * @constant
             */
            MethodId: "1004";
            /** @description VersionNo, String(10): for example a two-part number ("1.0"). Required. */
            VersionNo: string;
        };
        /**
         * @description GetTerminalInfo reply (MethodId "1004").
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "VersionNo": "1.0",
         *         "MethodId": "1004"
         *       },
         *       "Response": {
         *         "ResponseCode": "0",
         *         "ResponseMsg": "Success"
         *       },
         *       "Detail": {
         *         "VendorStoreId": "19345",
         *         "VendorTerminalId": "4523900",
         *         "MerchantName": "Demo Merchant",
         *         "StoreName": "Demo Store"
         *       }
         *     }
         */
        GetTerminalInfoReply: {
            /** @description Header, echoed from the request. */
            Header: components["schemas"]["GetTerminalInfoHeader"];
            /** @description Response: common code (String(10)) and message. */
            Response: components["schemas"]["TerminalResponse"];
            /** @description Detail: the terminal profile. Required when the ResponseCode is a success code; a failed reply may leave it out. */
            Detail?: components["schemas"]["TerminalInfoReplyDetail"];
        } & unknown;
        /**
         * @description GetTerminalInfo request (MethodId "1004", an optional method): Header only.
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "VersionNo": "1.0",
         *         "MethodId": "1004"
         *       }
         *     }
         */
        GetTerminalInfoRequest: {
            /** @description Header with MethodId "1004". */
            Header: components["schemas"]["GetTerminalInfoHeader"];
        };
        /**
         * @description The Header table as documented, for any method and either app (request; the reply echoes it).
         *     Messages use the per-method headers (DoTransactionHeader, PrintDataHeader, ...), which pin
         *     MethodId to the method's value.
         */
        Header: {
            /** @description ApplicationId, String(100): issued by the service to the billing application. Required. */
            ApplicationId: string;
            /** @description UserId, String(100): the billing app user id or name. Optional. */
            UserId?: string;
            /** @description MethodId, String(10): the method called, as a string (each per-method header names its own value). Required. */
            MethodId: components["schemas"]["MethodIdText"];
            /** @description VersionNo, String(10): for example a two-part number ("1.0"). Required. */
            VersionNo: string;
        };
        /** @description Customer of an uploaded invoice (all fields optional). */
        InvoiceCustomer: {
            /** @description AddressLine1, String(50). */
            AddressLine1?: string;
            /** @description AddressLine2, String(50). */
            AddressLine2?: string;
            /** @description City, String(50). */
            City?: string;
            /** @description Country, String(50). */
            Country?: string;
            /** @description State, String(50). */
            State?: string;
            /** @description DOB, String(10): date of birth, YYYY-MM-DD. */
            DOB?: string;
            /** @description Email, String(256). */
            Email?: string;
            /** @description FirstName, String(50). */
            FirstName?: string;
            /** @description LastName, String(50). */
            LastName?: string;
            /** @description Gender, String(10): MALE or FEMALE. */
            Gender?: components["schemas"]["Gender"];
            /** @description Phone, String(20). */
            Phone?: string;
            /** @description PinCode (Integer): postal code. */
            PinCode?: number;
        };
        /** @description One payment of an uploaded invoice (all fields optional). */
        InvoicePayment: {
            /** @description Amount (Long). */
            Amount?: number;
            /** @description CardType, String(10): credit or debit. */
            CardType?: string;
            /** @description PaymentId, String(20). */
            PaymentId?: string;
            /** @description PaymentType, String(10): cash or card. */
            PaymentType?: string;
        };
        /**
         * @description UploadInvoice PaymentStatus (String(10)): PAID or PENDING.
         * @enum {string}
         */
        InvoicePaymentStatus: "PAID" | "PENDING";
        /** @description One product of an uploaded invoice (all fields optional). */
        InvoiceProduct: {
            /** @description AdditionalChargeValue (Long). */
            AdditionalChargeValue?: number;
            /** @description BarCode (Long). */
            BarCode?: number;
            /** @description DiscountTotalValue (Long). */
            DiscountTotalValue?: number;
            /** @description ProductBasePrice (Long). */
            ProductBasePrice?: number;
            /** @description ProductId, String(20). */
            ProductId?: string;
            /** @description ProductName, String(50). */
            ProductName?: string;
            /** @description ProductValue (Long). */
            ProductValue?: number;
            /** @description Quantity (Long). */
            Quantity?: number;
            /** @description SkuId (Long). */
            SkuId?: number;
            /** @description TaxTotalValue (Long). */
            TaxTotalValue?: number;
            /** @description VoidAmount (Long). */
            VoidAmount?: number;
            /** @description VoidQuantity (Long). */
            VoidQuantity?: number;
        };
        /**
         * @description UploadInvoice Status (String(10)): Delivered or Pending.
         * @enum {string}
         */
        InvoiceStatus: "Delivered" | "Pending";
        /**
         * @description A reserved Key/Value pair: Key String(10), Value String(100). Carried by the arrays
         *     AdditionalInfo, PrintDataInfo and SettlementInfo.
         */
        KeyValue: {
            /** @description Key, String(10). */
            Key?: string;
            /** @description Value, String(100). */
            Value?: string;
        };
        /** @description MethodId as the Header table types it: String(10). */
        MethodIdText: string;
        /** @description BankCode of the mobile acceptance service as the Detail table types it: String(2). */
        MobileBankCode: string;
        /**
         * @description Bank EMI sale (5566); uses BillingRefNo, PaymentAmount, BankCode. Replies code 100 (initiated).
         * @example {
         *       "TransactionType": 5566,
         *       "BillingRefNo": "OR1591-1",
         *       "PaymentAmount": 2500000,
         *       "BankCode": "01"
         *     }
         */
        MobileBankEmiSaleDetail: {
            /**
             * @description TransactionType 5566: bank EMI sale.
             * @constant
             */
            TransactionType: 5566;
            /** @description BillingRefNo, String(10): the caller's reference. Required. */
            BillingRefNo: string;
            /** @description PaymentAmount (Long): in paise. Required. */
            PaymentAmount: number;
            /** @description BankCode, String(2) (values not listed). Used by this type; optional (Detail table). */
            BankCode?: components["schemas"]["MobileCardBankCode"];
            /** @description InvoiceNo, String(6): the parent invoice. Optional; no row of "Requests by operation" names it. */
            InvoiceNo?: string;
            /** @description BatchNo (Integer): the parent batch, 9001 to 99999. Optional (Detail table). */
            BatchNo?: components["schemas"]["ParentBatchNo"];
            /** @description Roc (Integer): the parent receipt-order counter, 101 to 999. Optional (Detail table). */
            Roc?: components["schemas"]["ParentRoc"];
        };
        /**
         * @description Brand EMI sale (5567); uses BillingRefNo, PaymentAmount, BankCode. Replies code 100 (initiated).
         * @example {
         *       "TransactionType": 5567,
         *       "BillingRefNo": "OR1592-1",
         *       "PaymentAmount": 2500000,
         *       "BankCode": "01"
         *     }
         */
        MobileBrandEmiSaleDetail: {
            /**
             * @description TransactionType 5567: brand EMI sale.
             * @constant
             */
            TransactionType: 5567;
            /** @description BillingRefNo, String(10): the caller's reference. Required. */
            BillingRefNo: string;
            /** @description PaymentAmount (Long): in paise. Required. */
            PaymentAmount: number;
            /** @description BankCode, String(2) (values not listed). Used by this type; optional (Detail table). */
            BankCode?: components["schemas"]["MobileCardBankCode"];
            /** @description InvoiceNo, String(6): the parent invoice. Optional; no row of "Requests by operation" names it. */
            InvoiceNo?: string;
            /** @description BatchNo (Integer): the parent batch, 9001 to 99999. Optional (Detail table). */
            BatchNo?: components["schemas"]["ParentBatchNo"];
            /** @description Roc (Integer): the parent receipt-order counter, 101 to 999. Optional (Detail table). */
            Roc?: components["schemas"]["ParentRoc"];
        };
        /** @description BankCode of the card and EMI types (5566, 5567, 5562, 5563): String(2); the values are not listed. */
        MobileCardBankCode: string;
        /**
         * @description Card and EMI get status (5563); uses BankCode, BillingRefNo, PaymentAmount, BatchNo, Roc (required: states table).
         * @example {
         *       "TransactionType": 5563,
         *       "BankCode": "01",
         *       "BillingRefNo": "OR1590-1",
         *       "PaymentAmount": 250000,
         *       "BatchNo": 9033,
         *       "Roc": 120
         *     }
         */
        MobileCardGetStatusDetail: {
            /**
             * @description TransactionType 5563: card and EMI get status.
             * @constant
             */
            TransactionType: 5563;
            /** @description BillingRefNo, String(10): the caller's reference. Required. */
            BillingRefNo: string;
            /** @description PaymentAmount (Long): in paise. Required. */
            PaymentAmount: number;
            /** @description BankCode, String(2): the BankCode of the initial reply (values not listed). Required for Get Status (states table). */
            BankCode: components["schemas"]["MobileCardBankCode"];
            /** @description BatchNo (Integer): the batch of the initial reply, 9001 to 99999. Required for Get Status (states table). */
            BatchNo: components["schemas"]["ParentBatchNo"];
            /** @description Roc (Integer): the receipt-order counter of the initial reply, 101 to 999. Required for Get Status (states table). */
            Roc: components["schemas"]["ParentRoc"];
            /** @description InvoiceNo, String(6): the parent invoice. Optional; no row of "Requests by operation" names it. */
            InvoiceNo?: string;
        };
        /**
         * @description Card sale (5561); uses BillingRefNo, PaymentAmount. Replies code 100 (initiated).
         * @example {
         *       "TransactionType": 5561,
         *       "BillingRefNo": "OR1590-1",
         *       "PaymentAmount": 250000
         *     }
         */
        MobileCardSaleDetail: {
            /**
             * @description TransactionType 5561: credit or debit card sale.
             * @constant
             */
            TransactionType: 5561;
            /** @description BillingRefNo, String(10): the caller's reference. Required. */
            BillingRefNo: string;
            /** @description PaymentAmount (Long): in paise. Required. */
            PaymentAmount: number;
            /** @description BankCode, String(2): not used by this type (a conformance warning when sent); optional (Detail table). */
            BankCode?: components["schemas"]["UpiBankCode"] | components["schemas"]["WalletId"] | components["schemas"]["MobileBankCode"];
            /** @description InvoiceNo, String(6): the parent invoice. Optional; no row of "Requests by operation" names it. */
            InvoiceNo?: string;
            /** @description BatchNo (Integer): the parent batch, 9001 to 99999. Optional (Detail table). */
            BatchNo?: components["schemas"]["ParentBatchNo"];
            /** @description Roc (Integer): the parent receipt-order counter, 101 to 999. Optional (Detail table). */
            Roc?: components["schemas"]["ParentRoc"];
        };
        /**
         * @description Card and EMI void (5562); uses BankCode, BatchNo, BillingRefNo, PaymentAmount, Roc.
         * @example {
         *       "TransactionType": 5562,
         *       "BankCode": "01",
         *       "BatchNo": 9033,
         *       "BillingRefNo": "OR1590-1",
         *       "PaymentAmount": 250000,
         *       "Roc": 120
         *     }
         */
        MobileCardVoidDetail: {
            /**
             * @description TransactionType 5562: card and EMI void.
             * @constant
             */
            TransactionType: 5562;
            /** @description BillingRefNo, String(10): the caller's reference. Required. */
            BillingRefNo: string;
            /** @description PaymentAmount (Long): in paise. Required. */
            PaymentAmount: number;
            /** @description BankCode, String(2) (values not listed). Used by this type; optional (Detail table). */
            BankCode?: components["schemas"]["MobileCardBankCode"];
            /** @description InvoiceNo, String(6): the parent invoice. Optional; no row of "Requests by operation" names it. */
            InvoiceNo?: string;
            /** @description BatchNo (Integer): the parent batch, 9001 to 99999. Optional (Detail table). */
            BatchNo?: components["schemas"]["ParentBatchNo"];
            /** @description Roc (Integer): the parent receipt-order counter, 101 to 999. Optional (Detail table). */
            Roc?: components["schemas"]["ParentRoc"];
        };
        /**
         * @description The DoTransaction Detail table of the mobile acceptance service, for any TransactionType: the
         *     Required column makes TransactionType, BillingRefNo and PaymentAmount required; BankCode,
         *     InvoiceNo, BatchNo and Roc are optional. Each per-TransactionType schema of
         *     MobileTransactionDetail takes these fields and names the ones its type uses in `x-fields-used`.
         * @example {
         *       "TransactionType": 5122,
         *       "BankCode": "4",
         *       "BatchNo": 9031,
         *       "BillingRefNo": "OR1587-9",
         *       "PaymentAmount": 100,
         *       "Roc": 115
         *     }
         */
        MobileDoTransactionFields: {
            /** @description TransactionType (Long): see MobileTransactionType. Required. */
            TransactionType: components["schemas"]["MobileTransactionType"];
            /** @description BillingRefNo, String(10): the caller's reference. Required. */
            BillingRefNo: string;
            /** @description PaymentAmount (Long): in paise. Required. */
            PaymentAmount: number;
            /**
             * @description BankCode, String(2): the payment mode, a UPI provider ("4") or a wallet id ("103", "105", three
             *     digits despite String(2)). Optional (Detail table).
             */
            BankCode?: components["schemas"]["UpiBankCode"] | components["schemas"]["WalletId"] | components["schemas"]["MobileBankCode"];
            /** @description InvoiceNo, String(6): the parent invoice. Optional; no row of "Requests by operation" names it. */
            InvoiceNo?: string;
            /** @description BatchNo (Integer): the parent batch, 9001 to 99999. Optional (Detail table). */
            BatchNo?: components["schemas"]["ParentBatchNo"];
            /** @description Roc (Integer): the parent receipt-order counter, 101 to 999. Optional (Detail table). */
            Roc?: components["schemas"]["ParentRoc"];
        };
        /** @description Header of DoTransaction (MethodId "1001") of the mobile acceptance service. */
        MobileDoTransactionHeader: {
            /** @description ApplicationId, String(100): issued by the service to the billing application. Required. */
            ApplicationId: string;
            /** @description UserId, String(100): the billing app user id or name. Optional. */
            UserId?: string;
            /**
             * @description MethodId, String(10): "1001", DoTransaction of the mobile acceptance service. Required.
             * @constant
             */
            MethodId: "1001";
            /** @description VersionNo, String(10): for example a two-part number ("1.0"). Required. */
            VersionNo: string;
        };
        /**
         * @description DoTransaction reply (MethodId "1001") of the mobile acceptance service: Header (echo), Response
         *     (common codes including 8, string) and the payment record (mobile variant) directly in Detail.
         *     Asynchronous types (5120, 5102, 5561, 5566, 5567) first reply code "100" (TRANSACTION INITIATED
         *     CHECK GET STATUS); the status call (5122, 5112, 5563) then replies "0" (APPROVED) with ApprovalCode
         *     and RetrievalReferenceNumber filled and a new InvoiceNumber.
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "MethodId": "1001",
         *         "VersionNo": "1.0"
         *       },
         *       "Response": {
         *         "ResponseCode": "100",
         *         "ResponseMsg": "TRANSACTION INITIATED CHECK GET STATUS",
         *         "AppVersion": "150",
         *         "ParameterJson": "parameter"
         *       },
         *       "Detail": {
         *         "BillingRefNo": "OR1587-9",
         *         "ApprovalCode": "",
         *         "HostResponse": "TRANSACTION INITIATED CHECK GET STATUS",
         *         "CardNumber": "",
         *         "ExpiryDate": "",
         *         "CardholderName": "",
         *         "CardType": "UPI",
         *         "InvoiceNumber": 109,
         *         "BatchNumber": 9031,
         *         "TerminalId": "20000401",
         *         "LoyaltyPointsAwarded": 0,
         *         "Remark": "TRANSACTION INITIATED CHECK GET STATUS",
         *         "AcquirerName": "UPI ACQUIRER",
         *         "MerchantId": "000000000649003",
         *         "MerchantName": "DEMO STORE",
         *         "MerchantAddress": "DEMO ADDRESS",
         *         "MerchantCity": "DEMO CITY",
         *         "VendorVersion": "v1.0.0",
         *         "AcquiringBankCode": 4,
         *         "AmountProcessed": "100",
         *         "TransactionDate": "02142020",
         *         "TransactionTime": "155118",
         *         "VendorRoc": 115
         *       }
         *     }
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "MethodId": "1001",
         *         "VersionNo": "1.0"
         *       },
         *       "Response": {
         *         "ResponseCode": "0",
         *         "ResponseMsg": "APPROVED",
         *         "AppVersion": "150",
         *         "ParameterJson": "parameter"
         *       },
         *       "Detail": {
         *         "BillingRefNo": "OR1587-9",
         *         "ApprovalCode": "000006",
         *         "HostResponse": "APPROVED",
         *         "CardNumber": "9876543210",
         *         "ExpiryDate": "",
         *         "CardholderName": "",
         *         "CardType": "UPI",
         *         "InvoiceNumber": 110,
         *         "BatchNumber": 9031,
         *         "TerminalId": "20000401",
         *         "LoyaltyPointsAwarded": 0,
         *         "Remark": "APPROVED",
         *         "AcquirerName": "UPI ACQUIRER",
         *         "MerchantId": "000000000649003",
         *         "RetrievalReferenceNumber": "004515407029",
         *         "MerchantName": "DEMO STORE",
         *         "MerchantAddress": "DEMO ADDRESS",
         *         "MerchantCity": "DEMO CITY",
         *         "VendorVersion": "v1.0.0",
         *         "AcquiringBankCode": 4,
         *         "AmountProcessed": "100",
         *         "TransactionDate": "02142020",
         *         "TransactionTime": "155154",
         *         "VendorRoc": 115
         *       }
         *     }
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "MethodId": "1001",
         *         "VersionNo": "1.0"
         *       },
         *       "Response": {
         *         "ResponseCode": "0",
         *         "ResponseMsg": "APPROVED"
         *       },
         *       "Detail": {
         *         "BillingRefNo": "OR1589-1",
         *         "ApprovalCode": "000123",
         *         "HostResponse": "APPROVED",
         *         "CardNumber": "9876543210",
         *         "ExpiryDate": "",
         *         "CardholderName": "",
         *         "InvoiceNumber": 111,
         *         "BatchNumber": 9031,
         *         "TerminalId": "20000401",
         *         "Remark": "APPROVED",
         *         "RetrievalReferenceNumber": "004515407030",
         *         "AmountProcessed": "5000",
         *         "TransactionDate": "02142020",
         *         "TransactionTime": "160210"
         *       }
         *     }
         */
        MobileDoTransactionReply: {
            /** @description Header, echoed from the request. */
            Header: components["schemas"]["MobileDoTransactionHeader"];
            /** @description Response: common code (String(10)) and message. */
            Response: components["schemas"]["MobileResponse"];
            /** @description Detail: the payment record (mobile variant), directly in Detail (see TerminalDoTransactionReplyDetail.Payments for the decision). Required when the ResponseCode is a success code; a failed reply may leave it out. */
            Detail?: components["schemas"]["MobilePaymentRecord"];
        } & unknown;
        /**
         * @description DoTransaction request (MethodId "1001") of the mobile acceptance service.
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "MethodId": "1001",
         *         "VersionNo": "1.0"
         *       },
         *       "Detail": {
         *         "TransactionType": 5120,
         *         "BillingRefNo": "OR1587-9",
         *         "BankCode": "4",
         *         "PaymentAmount": 100
         *       }
         *     }
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "MethodId": "1001",
         *         "VersionNo": "1.0"
         *       },
         *       "Detail": {
         *         "TransactionType": 5122,
         *         "BankCode": "4",
         *         "BatchNo": 9031,
         *         "BillingRefNo": "OR1587-9",
         *         "PaymentAmount": 100,
         *         "Roc": 115
         *       }
         *     }
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "MethodId": "1001",
         *         "VersionNo": "1.0"
         *       },
         *       "Detail": {
         *         "TransactionType": 5127,
         *         "BillingRefNo": "OR1589-1",
         *         "PaymentAmount": 5000
         *       }
         *     }
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "MethodId": "1001",
         *         "VersionNo": "1.0"
         *       },
         *       "Detail": {
         *         "TransactionType": 5102,
         *         "BillingRefNo": "OR1588-1",
         *         "PaymentAmount": 9900,
         *         "BankCode": "103"
         *       }
         *     }
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "MethodId": "1001",
         *         "VersionNo": "1.0"
         *       },
         *       "Detail": {
         *         "TransactionType": 5561,
         *         "BillingRefNo": "OR1590-1",
         *         "PaymentAmount": 250000
         *       }
         *     }
         */
        MobileDoTransactionRequest: {
            /** @description Header with MethodId "1001". */
            Header: components["schemas"]["MobileDoTransactionHeader"];
            /** @description The transaction to perform: one schema per TransactionType. */
            Detail: components["schemas"]["MobileTransactionDetail"];
        };
        /**
         * @description MethodId values of the mobile acceptance service (Header.MethodId, String(10) on the wire):
         *     the service has the one method DoTransaction.
         * @enum {string}
         */
        MobileMethodId: "1001";
        /**
         * @description Mobile money sale (5127); uses BillingRefNo, PaymentAmount. Approved in the same reply (code 0, APPROVED).
         * @example {
         *       "TransactionType": 5127,
         *       "BillingRefNo": "OR1589-1",
         *       "PaymentAmount": 5000
         *     }
         */
        MobileMoneySaleDetail: {
            /**
             * @description TransactionType 5127: mobile money sale.
             * @constant
             */
            TransactionType: 5127;
            /** @description BillingRefNo, String(10): the caller's reference. Required. */
            BillingRefNo: string;
            /** @description PaymentAmount (Long): in paise. Required. */
            PaymentAmount: number;
            /** @description BankCode, String(2): not used by this type (a conformance warning when sent); optional (Detail table). */
            BankCode?: components["schemas"]["UpiBankCode"] | components["schemas"]["WalletId"] | components["schemas"]["MobileBankCode"];
            /** @description InvoiceNo, String(6): the parent invoice. Optional; no row of "Requests by operation" names it. */
            InvoiceNo?: string;
            /** @description BatchNo (Integer): the parent batch, 9001 to 99999. Optional (Detail table). */
            BatchNo?: components["schemas"]["ParentBatchNo"];
            /** @description Roc (Integer): the parent receipt-order counter, 101 to 999. Optional (Detail table). */
            Roc?: components["schemas"]["ParentRoc"];
        };
        /**
         * @description Payment record of the mobile acceptance service (the "mobile variant"): the same fields as the
         *     terminal record, placed directly in the reply's Detail, with these differences: CardNumber holds
         *     the customer's mobile number or an empty string; ExpiryDate and CardholderName are empty strings;
         *     CardEntryMode and PrintCardholderName are not applicable; TransactionDate and TransactionTime
         *     follow the acquiring bank, UPI provider or wallet host.
         * @example {
         *       "BillingRefNo": "OR1587-9",
         *       "ApprovalCode": "000006",
         *       "HostResponse": "APPROVED",
         *       "CardNumber": "9876543210",
         *       "ExpiryDate": "",
         *       "CardholderName": "",
         *       "CardType": "UPI",
         *       "InvoiceNumber": 110,
         *       "BatchNumber": 9031,
         *       "TerminalId": "20000401",
         *       "LoyaltyPointsAwarded": 0,
         *       "Remark": "APPROVED",
         *       "AcquirerName": "UPI ACQUIRER",
         *       "MerchantId": "000000000649003",
         *       "RetrievalReferenceNumber": "004515407029",
         *       "MerchantName": "DEMO STORE",
         *       "MerchantAddress": "DEMO ADDRESS",
         *       "MerchantCity": "DEMO CITY",
         *       "VendorVersion": "v1.0.0",
         *       "AcquiringBankCode": 4,
         *       "AmountProcessed": "100",
         *       "TransactionDate": "02142020",
         *       "TransactionTime": "155154",
         *       "VendorRoc": 115
         *     }
         */
        MobilePaymentRecord: {
            /** @description BillingRefNo, String(10): the caller's reference. */
            BillingRefNo?: string;
            /** @description ApprovalCode, String(6): non-empty means authorization succeeded; otherwise empty. */
            ApprovalCode?: string;
            /** @description HostResponse, String(50): host response text; empty when an error occurs before a response. */
            HostResponse?: string;
            /** @description CardType, String(12): card network name. */
            CardType?: string;
            /** @description InvoiceNumber (Long). Changes when an initiated transaction is completed by Get Status. */
            InvoiceNumber?: number;
            /** @description BatchNumber (Long). */
            BatchNumber?: number;
            /** @description TerminalId, String(8). */
            TerminalId?: string;
            /** @description LoyaltyPointsAwarded (Long). */
            LoyaltyPointsAwarded?: number;
            /** @description Remark, String(100): error description; an empty value does not imply success. */
            Remark?: string;
            /** @description AcquirerName, String(48). */
            AcquirerName?: string;
            /** @description MerchantId, String(15). */
            MerchantId?: string;
            /** @description RetrievalReferenceNumber, String(12). Filled when the host approves. */
            RetrievalReferenceNumber?: string;
            /** @description MerchantName, String(23). */
            MerchantName?: string;
            /** @description MerchantAddress, String(23). */
            MerchantAddress?: string;
            /** @description MerchantCity, String(23). */
            MerchantCity?: string;
            /** @description VendorVersion, String(40): application version. */
            VendorVersion?: string;
            /** @description RewardRedeemedAmount (Long): in paise. */
            RewardRedeemedAmount?: number;
            /** @description RewardRedeemedPoints (Double). */
            RewardRedeemedPoints?: number;
            /** @description RewardBalanceAmount, String(10). */
            RewardBalanceAmount?: string;
            /** @description RewardBalancePoints (Double). */
            RewardBalancePoints?: number;
            /** @description Field0 (String): multiple-usage field; meaning not shown. */
            Field0?: string;
            /** @description Field3 (String): multiple-usage field; meaning not shown. */
            Field3?: string;
            /** @description Field4 (String): multiple-usage field; meaning not shown. */
            Field4?: string;
            /**
             * @description CouponCode, String(23): card processing fee or voucher code; the loyalty number for
             *     TransactionType 4301 (fetch loyalty number).
             */
            CouponCode?: string;
            /** @description AmountProcessed, String(99): the amount processed, in paise, as a string. */
            AmountProcessed?: string;
            /** @description VendorClientId (Integer): identifier of the terminal. */
            VendorClientId?: number;
            /** @description VendorBatchId (Integer): identifier of the terminal's batch. */
            VendorBatchId?: number;
            /** @description VendorRoc (Integer): the terminal's receipt-order counter. */
            VendorRoc?: number;
            /** @description AdditionalInfo (Array): reserved; items Key String(10), Value String(100). */
            AdditionalInfo?: components["schemas"]["KeyValue"][];
            /** @description CardNumber, String(19): the customer's mobile number, or an empty string. */
            CardNumber?: string;
            /**
             * @description ExpiryDate: an empty string in the mobile acceptance service.
             * @constant
             */
            ExpiryDate?: "";
            /**
             * @description CardholderName: an empty string in the mobile acceptance service.
             * @constant
             */
            CardholderName?: "";
            /** @description CardEntryMode (Integer): not applicable in the mobile acceptance service; a value carries no meaning. */
            CardEntryMode?: number;
            /** @description PrintCardholderName (Integer): not applicable in the mobile acceptance service; a value carries no meaning. */
            PrintCardholderName?: number;
            /** @description TransactionDate, String(8): follows the acquiring bank, UPI provider or wallet host (the terminal's format is MMDDYYYY). */
            TransactionDate?: string;
            /** @description TransactionTime, String(6): follows the acquiring bank, UPI provider or wallet host (the terminal's format is HHMMSS, 24-hour). */
            TransactionTime?: string;
            /** @description AcquiringBankCode (Integer): the acquiring bank, UPI provider or wallet host of the transaction. */
            AcquiringBankCode?: number;
        };
        /**
         * @description Any reply of the mobile acceptance service: the DoTransaction reply (MethodId "1001").
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "MethodId": "1001",
         *         "VersionNo": "1.0"
         *       },
         *       "Response": {
         *         "ResponseCode": "100",
         *         "ResponseMsg": "TRANSACTION INITIATED CHECK GET STATUS",
         *         "AppVersion": "150",
         *         "ParameterJson": "parameter"
         *       },
         *       "Detail": {
         *         "BillingRefNo": "OR1587-9",
         *         "ApprovalCode": "",
         *         "HostResponse": "TRANSACTION INITIATED CHECK GET STATUS",
         *         "CardNumber": "",
         *         "ExpiryDate": "",
         *         "CardholderName": "",
         *         "CardType": "UPI",
         *         "InvoiceNumber": 109,
         *         "BatchNumber": 9031,
         *         "TerminalId": "20000401",
         *         "LoyaltyPointsAwarded": 0,
         *         "Remark": "TRANSACTION INITIATED CHECK GET STATUS",
         *         "AcquirerName": "UPI ACQUIRER",
         *         "MerchantId": "000000000649003",
         *         "MerchantName": "DEMO STORE",
         *         "MerchantAddress": "DEMO ADDRESS",
         *         "MerchantCity": "DEMO CITY",
         *         "VendorVersion": "v1.0.0",
         *         "AcquiringBankCode": 4,
         *         "AmountProcessed": "100",
         *         "TransactionDate": "02142020",
         *         "TransactionTime": "155118",
         *         "VendorRoc": 115
         *       }
         *     }
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "MethodId": "1001",
         *         "VersionNo": "1.0"
         *       },
         *       "Response": {
         *         "ResponseCode": "0",
         *         "ResponseMsg": "APPROVED",
         *         "AppVersion": "150",
         *         "ParameterJson": "parameter"
         *       },
         *       "Detail": {
         *         "BillingRefNo": "OR1587-9",
         *         "ApprovalCode": "000006",
         *         "HostResponse": "APPROVED",
         *         "CardNumber": "9876543210",
         *         "ExpiryDate": "",
         *         "CardholderName": "",
         *         "CardType": "UPI",
         *         "InvoiceNumber": 110,
         *         "BatchNumber": 9031,
         *         "TerminalId": "20000401",
         *         "LoyaltyPointsAwarded": 0,
         *         "Remark": "APPROVED",
         *         "AcquirerName": "UPI ACQUIRER",
         *         "MerchantId": "000000000649003",
         *         "RetrievalReferenceNumber": "004515407029",
         *         "MerchantName": "DEMO STORE",
         *         "MerchantAddress": "DEMO ADDRESS",
         *         "MerchantCity": "DEMO CITY",
         *         "VendorVersion": "v1.0.0",
         *         "AcquiringBankCode": 4,
         *         "AmountProcessed": "100",
         *         "TransactionDate": "02142020",
         *         "TransactionTime": "155154",
         *         "VendorRoc": 115
         *       }
         *     }
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "MethodId": "1001",
         *         "VersionNo": "1.0"
         *       },
         *       "Response": {
         *         "ResponseCode": "0",
         *         "ResponseMsg": "APPROVED"
         *       },
         *       "Detail": {
         *         "BillingRefNo": "OR1589-1",
         *         "ApprovalCode": "000123",
         *         "HostResponse": "APPROVED",
         *         "CardNumber": "9876543210",
         *         "ExpiryDate": "",
         *         "CardholderName": "",
         *         "InvoiceNumber": 111,
         *         "BatchNumber": 9031,
         *         "TerminalId": "20000401",
         *         "Remark": "APPROVED",
         *         "RetrievalReferenceNumber": "004515407030",
         *         "AmountProcessed": "5000",
         *         "TransactionDate": "02142020",
         *         "TransactionTime": "160210"
         *       }
         *     }
         */
        MobileReply: components["schemas"]["MobileDoTransactionReply"];
        /**
         * @description Any request to the mobile acceptance service: the one method DoTransaction (MethodId "1001").
         *     A closed union: any other MethodId is invalid.
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "MethodId": "1001",
         *         "VersionNo": "1.0"
         *       },
         *       "Detail": {
         *         "TransactionType": 5120,
         *         "BillingRefNo": "OR1587-9",
         *         "BankCode": "4",
         *         "PaymentAmount": 100
         *       }
         *     }
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "MethodId": "1001",
         *         "VersionNo": "1.0"
         *       },
         *       "Detail": {
         *         "TransactionType": 5122,
         *         "BankCode": "4",
         *         "BatchNo": 9031,
         *         "BillingRefNo": "OR1587-9",
         *         "PaymentAmount": 100,
         *         "Roc": 115
         *       }
         *     }
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "MethodId": "1001",
         *         "VersionNo": "1.0"
         *       },
         *       "Detail": {
         *         "TransactionType": 5127,
         *         "BillingRefNo": "OR1589-1",
         *         "PaymentAmount": 5000
         *       }
         *     }
         */
        MobileRequest: components["schemas"]["MobileDoTransactionRequest"];
        /**
         * @description Resend SMS (5564): request shape not shown. An open shape: only TransactionType is fixed (it
         *     selects the type); any other property is accepted.
         * @example {
         *       "TransactionType": 5564
         *     }
         */
        MobileResendSmsDetail: {
            /**
             * @description TransactionType 5564: resend SMS.
             * @constant
             */
            TransactionType: 5564;
        };
        /**
         * @description Response object (common) of the mobile acceptance service: ResponseCode String(10) with the
         *     common codes including 8, ResponseMsg String(255), and optionally AppVersion and ParameterJson.
         * @example {
         *       "ResponseCode": "8",
         *       "ResponseMsg": "Permission denied for this user"
         *     }
         */
        MobileResponse: {
            /**
             * @description ResponseCode, String(10): a common response code ("0" success, "1" to "8", "100" transaction
             *     initiated: call Get Status).
             */
            ResponseCode: components["schemas"]["MobileResponseCode"] | components["schemas"]["ResponseCodeText"];
            /**
             * @description ResponseMsg, String(255): the message, e.g. APPROVED, or TRANSACTION INITIATED CHECK GET STATUS
             *     with code 100.
             */
            ResponseMsg: string;
            /** @description AppVersion (string): the version of the service app. */
            AppVersion?: string;
            /** @description ParameterJson (string); its content is not shown. */
            ParameterJson?: string;
        };
        /**
         * @description Common response codes of the mobile acceptance service (Response.ResponseCode, String(10)):
         *     the common table including code 8, which belongs to this service only.
         * @enum {string}
         */
        MobileResponseCode: "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "100" | "8";
        /**
         * @description DoTransaction request Detail of the mobile acceptance service: a closed union by TransactionType.
         *     Each branch pins TransactionType to one value; a value outside MobileTransactionType matches no
         *     branch and is invalid.
         * @example {
         *       "TransactionType": 5120,
         *       "BillingRefNo": "OR1587-9",
         *       "BankCode": "4",
         *       "PaymentAmount": 100
         *     }
         * @example {
         *       "TransactionType": 5122,
         *       "BankCode": "4",
         *       "BatchNo": 9031,
         *       "BillingRefNo": "OR1587-9",
         *       "PaymentAmount": 100,
         *       "Roc": 115
         *     }
         * @example {
         *       "TransactionType": 5121,
         *       "BankCode": "4",
         *       "BatchNo": 9031,
         *       "BillingRefNo": "OR1587-9",
         *       "PaymentAmount": 100,
         *       "Roc": 116
         *     }
         * @example {
         *       "TransactionType": 5102,
         *       "BillingRefNo": "OR1588-1",
         *       "PaymentAmount": 9900,
         *       "BankCode": "103"
         *     }
         * @example {
         *       "TransactionType": 5112,
         *       "BankCode": "103",
         *       "BatchNo": 9032,
         *       "BillingRefNo": "OR1588-1",
         *       "PaymentAmount": 9900,
         *       "Roc": 101
         *     }
         * @example {
         *       "TransactionType": 5104
         *     }
         * @example {
         *       "TransactionType": 5127,
         *       "BillingRefNo": "OR1589-1",
         *       "PaymentAmount": 5000
         *     }
         * @example {
         *       "TransactionType": 5561,
         *       "BillingRefNo": "OR1590-1",
         *       "PaymentAmount": 250000
         *     }
         * @example {
         *       "TransactionType": 5566,
         *       "BillingRefNo": "OR1591-1",
         *       "PaymentAmount": 2500000,
         *       "BankCode": "01"
         *     }
         * @example {
         *       "TransactionType": 5567,
         *       "BillingRefNo": "OR1592-1",
         *       "PaymentAmount": 2500000,
         *       "BankCode": "01"
         *     }
         * @example {
         *       "TransactionType": 5563,
         *       "BankCode": "01",
         *       "BillingRefNo": "OR1590-1",
         *       "PaymentAmount": 250000,
         *       "BatchNo": 9033,
         *       "Roc": 120
         *     }
         * @example {
         *       "TransactionType": 5562,
         *       "BankCode": "01",
         *       "BatchNo": 9033,
         *       "BillingRefNo": "OR1590-1",
         *       "PaymentAmount": 250000,
         *       "Roc": 120
         *     }
         * @example {
         *       "TransactionType": 5564
         *     }
         */
        MobileTransactionDetail: components["schemas"]["MobileUpiSaleDetail"] | components["schemas"]["MobileUpiGetStatusDetail"] | components["schemas"]["MobileUpiVoidDetail"] | components["schemas"]["MobileWalletSaleDetail"] | components["schemas"]["MobileWalletGetStatusDetail"] | components["schemas"]["MobileWalletVoidDetail"] | components["schemas"]["MobileMoneySaleDetail"] | components["schemas"]["MobileCardSaleDetail"] | components["schemas"]["MobileBankEmiSaleDetail"] | components["schemas"]["MobileBrandEmiSaleDetail"] | components["schemas"]["MobileCardGetStatusDetail"] | components["schemas"]["MobileCardVoidDetail"] | components["schemas"]["MobileResendSmsDetail"];
        /**
         * @description TransactionType values of the mobile acceptance service (DoTransaction Detail.TransactionType, Long).
         *     Each value has its own request Detail schema (see MobileTransactionDetail).
         * @enum {integer}
         */
        MobileTransactionType: 5102 | 5104 | 5112 | 5120 | 5121 | 5122 | 5127 | 5566 | 5567 | 5561 | 5562 | 5563 | 5564;
        /**
         * @description UPI get status (5122); uses BankCode, BatchNo, BillingRefNo, PaymentAmount, Roc, taken from the
         *     initiated reply of the UPI sale (required: states table).
         * @example {
         *       "TransactionType": 5122,
         *       "BankCode": "4",
         *       "BatchNo": 9031,
         *       "BillingRefNo": "OR1587-9",
         *       "PaymentAmount": 100,
         *       "Roc": 115
         *     }
         */
        MobileUpiGetStatusDetail: {
            /**
             * @description TransactionType 5122: UPI get status.
             * @constant
             */
            TransactionType: 5122;
            /** @description BillingRefNo, String(10): the caller's reference. Required. */
            BillingRefNo: string;
            /** @description PaymentAmount (Long): in paise. Required. */
            PaymentAmount: number;
            /** @description BankCode, String(2): the UPI bank code of the initial reply ("4"; other codes accepted). Required for Get Status (states table). */
            BankCode: components["schemas"]["UpiBankCode"];
            /** @description BatchNo (Integer): the batch of the initial reply, 9001 to 99999. Required for Get Status (states table). */
            BatchNo: components["schemas"]["ParentBatchNo"];
            /** @description Roc (Integer): the receipt-order counter of the initial reply, 101 to 999. Required for Get Status (states table). */
            Roc: components["schemas"]["ParentRoc"];
            /** @description InvoiceNo, String(6): the parent invoice. Optional; no row of "Requests by operation" names it. */
            InvoiceNo?: string;
        };
        /**
         * @description UPI sale (5120); uses BillingRefNo, BankCode (UPI bank code), PaymentAmount. Replies code 100 (initiated).
         * @example {
         *       "TransactionType": 5120,
         *       "BillingRefNo": "OR1587-9",
         *       "BankCode": "4",
         *       "PaymentAmount": 100
         *     }
         */
        MobileUpiSaleDetail: {
            /**
             * @description TransactionType 5120: UPI sale.
             * @constant
             */
            TransactionType: 5120;
            /** @description BillingRefNo, String(10): the caller's reference. Required. */
            BillingRefNo: string;
            /** @description PaymentAmount (Long): in paise. Required. */
            PaymentAmount: number;
            /** @description BankCode, String(2): the UPI bank code ("4", one UPI acquirer; other codes accepted). Used by this type; optional (Detail table). */
            BankCode?: components["schemas"]["UpiBankCode"];
            /** @description InvoiceNo, String(6): the parent invoice. Optional; no row of "Requests by operation" names it. */
            InvoiceNo?: string;
            /** @description BatchNo (Integer): the parent batch, 9001 to 99999. Optional (Detail table). */
            BatchNo?: components["schemas"]["ParentBatchNo"];
            /** @description Roc (Integer): the parent receipt-order counter, 101 to 999. Optional (Detail table). */
            Roc?: components["schemas"]["ParentRoc"];
        };
        /**
         * @description UPI void (5121); uses BankCode, BatchNo, BillingRefNo, PaymentAmount, Roc.
         * @example {
         *       "TransactionType": 5121,
         *       "BankCode": "4",
         *       "BatchNo": 9031,
         *       "BillingRefNo": "OR1587-9",
         *       "PaymentAmount": 100,
         *       "Roc": 116
         *     }
         */
        MobileUpiVoidDetail: {
            /**
             * @description TransactionType 5121: UPI void.
             * @constant
             */
            TransactionType: 5121;
            /** @description BillingRefNo, String(10): the caller's reference. Required. */
            BillingRefNo: string;
            /** @description PaymentAmount (Long): in paise. Required. */
            PaymentAmount: number;
            /** @description BankCode, String(2): the UPI bank code ("4"; other codes accepted). Used by this type; optional (Detail table). */
            BankCode?: components["schemas"]["UpiBankCode"];
            /** @description InvoiceNo, String(6): the parent invoice. Optional; no row of "Requests by operation" names it. */
            InvoiceNo?: string;
            /** @description BatchNo (Integer): the parent batch, 9001 to 99999. Optional (Detail table). */
            BatchNo?: components["schemas"]["ParentBatchNo"];
            /** @description Roc (Integer): the parent receipt-order counter, 101 to 999. Optional (Detail table). */
            Roc?: components["schemas"]["ParentRoc"];
        };
        /**
         * @description Wallet get status (5112); uses BankCode, BatchNo, BillingRefNo, PaymentAmount, Roc (required: states table).
         * @example {
         *       "TransactionType": 5112,
         *       "BankCode": "103",
         *       "BatchNo": 9032,
         *       "BillingRefNo": "OR1588-1",
         *       "PaymentAmount": 9900,
         *       "Roc": 101
         *     }
         */
        MobileWalletGetStatusDetail: {
            /**
             * @description TransactionType 5112: wallet get status.
             * @constant
             */
            TransactionType: 5112;
            /** @description BillingRefNo, String(10): the caller's reference. Required. */
            BillingRefNo: string;
            /** @description PaymentAmount (Long): in paise. Required. */
            PaymentAmount: number;
            /** @description BankCode: the wallet id ("103" or "105") of the initial reply. Required for Get Status (states table). */
            BankCode: components["schemas"]["WalletId"];
            /** @description BatchNo (Integer): the batch of the initial reply, 9001 to 99999. Required for Get Status (states table). */
            BatchNo: components["schemas"]["ParentBatchNo"];
            /** @description Roc (Integer): the receipt-order counter of the initial reply, 101 to 999. Required for Get Status (states table). */
            Roc: components["schemas"]["ParentRoc"];
            /** @description InvoiceNo, String(6): the parent invoice. Optional; no row of "Requests by operation" names it. */
            InvoiceNo?: string;
        };
        /**
         * @description Wallet sale (5102); uses BillingRefNo, PaymentAmount, BankCode (wallet id). Replies code 100 (initiated).
         * @example {
         *       "TransactionType": 5102,
         *       "BillingRefNo": "OR1588-1",
         *       "PaymentAmount": 9900,
         *       "BankCode": "103"
         *     }
         */
        MobileWalletSaleDetail: {
            /**
             * @description TransactionType 5102: wallet sale.
             * @constant
             */
            TransactionType: 5102;
            /** @description BillingRefNo, String(10): the caller's reference. Required. */
            BillingRefNo: string;
            /** @description PaymentAmount (Long): in paise. Required. */
            PaymentAmount: number;
            /** @description BankCode: the wallet id ("103" or "105"). Used by this type; optional (Detail table). */
            BankCode?: components["schemas"]["WalletId"];
            /** @description InvoiceNo, String(6): the parent invoice. Optional; no row of "Requests by operation" names it. */
            InvoiceNo?: string;
            /** @description BatchNo (Integer): the parent batch, 9001 to 99999. Optional (Detail table). */
            BatchNo?: components["schemas"]["ParentBatchNo"];
            /** @description Roc (Integer): the parent receipt-order counter, 101 to 999. Optional (Detail table). */
            Roc?: components["schemas"]["ParentRoc"];
        };
        /**
         * @description Wallet void (5104): request shape not shown. An open shape: only TransactionType is fixed (it
         *     selects the type); any other property is accepted.
         * @example {
         *       "TransactionType": 5104
         *     }
         */
        MobileWalletVoidDetail: {
            /**
             * @description TransactionType 5104: wallet void.
             * @constant
             */
            TransactionType: 5104;
        };
        /** @description BatchNo of a parent transaction (Integer): 9001 to 99999. */
        ParentBatchNo: number;
        /** @description Roc, the receipt-order counter of a parent transaction (Integer): 101 to 999. */
        ParentRoc: number;
        /**
         * @description Payment record PrintCardholderName (Integer); other values mean the card was not validated.
         * @enum {integer}
         */
        PrintCardholderName: 0 | 1;
        /**
         * @description PrintData request Detail.
         * @example {
         *       "PrintRefNo": "123456789",
         *       "SavePrintData": true,
         *       "Data": [
         *         {
         *           "PrintDataType": 0,
         *           "PrinterWidth": 24,
         *           "IsCenterAligned": true,
         *           "DataToPrint": "String Data"
         *         },
         *         {
         *           "PrintDataType": 1,
         *           "PrinterWidth": 32,
         *           "IsCenterAligned": true,
         *           "ImagePath": "Image Path"
         *         },
         *         {
         *           "PrintDataType": 2,
         *           "PrinterWidth": 48,
         *           "IsCenterAligned": false,
         *           "ImageData": "Image Data String"
         *         },
         *         {
         *           "PrintDataType": 3,
         *           "PrinterWidth": 24,
         *           "IsCenterAligned": true,
         *           "DataToPrint": "Bar Code Data in String"
         *         },
         *         {
         *           "PrintDataType": 4,
         *           "PrinterWidth": 24,
         *           "IsCenterAligned": true,
         *           "DataToPrint": "QR Code Data in String",
         *           "PrintDataInfo": [
         *             {
         *               "Key": "Key1",
         *               "Value": "Value1"
         *             }
         *           ]
         *         }
         *       ]
         *     }
         */
        PrintDataDetail: {
            /** @description PrintRefNo, String(10). Required. */
            PrintRefNo: string;
            /**
             * @description SavePrintData (Boolean): default TRUE. Required.
             * @default true
             */
            SavePrintData: boolean;
            /** @description Data (Array): the lines to print. Required. */
            Data: components["schemas"]["PrintLine"][];
        };
        /** @description Header of PrintData (MethodId "1002"). */
        PrintDataHeader: {
            /** @description ApplicationId, String(100): issued by the service to the billing application. Required. */
            ApplicationId: string;
            /** @description UserId, String(100): the billing app user id or name. Optional. */
            UserId?: string;
            /**
             * @description MethodId, String(10): "1002", PrintData. Required.
             * @constant
             */
            MethodId: "1002";
            /** @description VersionNo, String(10): for example a two-part number ("1.0"). Required. */
            VersionNo: string;
        };
        /**
         * @description PrintData reply (MethodId "1002"): printer code (Integer) and Detail.AppVersion.
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "VersionNo": "1.0",
         *         "MethodId": "1002"
         *       },
         *       "Response": {
         *         "ResponseCode": 0,
         *         "ResponseMsg": "SUCCESS"
         *       },
         *       "Detail": {
         *         "AppVersion": "1.5"
         *       }
         *     }
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "VersionNo": "1.0",
         *         "MethodId": "1002"
         *       },
         *       "Response": {
         *         "ResponseCode": 1002,
         *         "ResponseMsg": "PRINTER IS OUT OF PAPER"
         *       },
         *       "Detail": {
         *         "AppVersion": "1.5",
         *         "ParameterJson": "parameter"
         *       }
         *     }
         */
        PrintDataReply: {
            /** @description Header, echoed from the request. */
            Header: components["schemas"]["PrintDataHeader"];
            /** @description Response: printer code and message. */
            Response: components["schemas"]["PrinterResponse"];
            /** @description Detail: AppVersion and optionally ParameterJson. Required when the ResponseCode is a success code; a failed reply may leave it out. */
            Detail?: components["schemas"]["PrintDataReplyDetail"];
        } & unknown;
        /** @description PrintData reply Detail: AppVersion and optionally ParameterJson. */
        PrintDataReplyDetail: {
            /** @description AppVersion (string). Required. */
            AppVersion: string;
            /** @description ParameterJson (string). Optional. */
            ParameterJson?: string;
        };
        /**
         * @description PrintData request (MethodId "1002").
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "VersionNo": "1.0",
         *         "MethodId": "1002"
         *       },
         *       "Detail": {
         *         "PrintRefNo": "123456789",
         *         "SavePrintData": true,
         *         "Data": [
         *           {
         *             "PrintDataType": 0,
         *             "PrinterWidth": 24,
         *             "IsCenterAligned": true,
         *             "DataToPrint": "String Data"
         *           },
         *           {
         *             "PrintDataType": 1,
         *             "PrinterWidth": 32,
         *             "IsCenterAligned": true,
         *             "ImagePath": "Image Path"
         *           },
         *           {
         *             "PrintDataType": 2,
         *             "PrinterWidth": 48,
         *             "IsCenterAligned": false,
         *             "ImageData": "Image Data String"
         *           },
         *           {
         *             "PrintDataType": 3,
         *             "PrinterWidth": 24,
         *             "IsCenterAligned": true,
         *             "DataToPrint": "Bar Code Data in String"
         *           },
         *           {
         *             "PrintDataType": 4,
         *             "PrinterWidth": 24,
         *             "IsCenterAligned": true,
         *             "DataToPrint": "QR Code Data in String",
         *             "PrintDataInfo": [
         *               {
         *                 "Key": "Key1",
         *                 "Value": "Value1"
         *               }
         *             ]
         *           }
         *         ]
         *       }
         *     }
         */
        PrintDataRequest: {
            /** @description Header with MethodId "1002". */
            Header: components["schemas"]["PrintDataHeader"];
            /** @description The lines to print. */
            Detail: components["schemas"]["PrintDataDetail"];
        };
        /**
         * @description PrintData line PrintDataType (Integer): what the line prints.
         * @enum {integer}
         */
        PrintDataType: 0 | 1 | 2 | 3 | 4;
        /** @description One line of a PrintData request. */
        PrintLine: {
            /** @description PrintDataType (Integer): 0 text, 1 image by path, 2 image dump, 3 barcode, 4 QR code. Required. */
            PrintDataType: components["schemas"]["PrintDataType"];
            /** @description PrinterWidth (Integer): 24, 32 or 48. Required. */
            PrinterWidth: components["schemas"]["PrinterWidth"];
            /** @description IsCenterAligned (Boolean). Required. */
            IsCenterAligned: boolean;
            /** @description DataToPrint (String): text, barcode or QR data. Optional. */
            DataToPrint?: string;
            /** @description ImagePath (String): path in device external storage. Optional. */
            ImagePath?: string;
            /** @description ImageData (String): encoded image. Optional. */
            ImageData?: string;
            /** @description PrintDataInfo: reserved; array of {Key String(10), Value String(100)}. Optional. */
            PrintDataInfo?: components["schemas"]["KeyValue"][];
            /** @description AdditionalInfo: reserved; array of {Key String(10), Value String(100)}. Optional. */
            AdditionalInfo?: components["schemas"]["KeyValue"][];
        };
        /**
         * @description Response object of PrintData (1002): ResponseCode (Integer, printer codes) and the message.
         *     AppVersion and ParameterJson of PrintData come back in Detail.
         * @example {
         *       "ResponseCode": 1001,
         *       "ResponseMsg": "PRINTER IS BUSY"
         *     }
         */
        PrinterResponse: {
            /** @description ResponseCode (Integer): the printer codes (x-codes of PrinterResponseCode); any integer is accepted. */
            ResponseCode: components["schemas"]["PrinterResponseCode"] | number;
            /** @description ResponseMsg, String(255): the message of the code (the common Response object's name). ResponseMsg or ResponseMessage is present. */
            ResponseMsg?: string;
            /** @description ResponseMessage (String): the message of the code, as the printer section names it. ResponseMsg or ResponseMessage is present. */
            ResponseMessage?: string;
            /** @description AppVersion (string): the version of the service app. */
            AppVersion?: string;
            /** @description ParameterJson (string); its content is not shown. */
            ParameterJson?: string;
        } | {
            ResponseMsg: unknown;
        } | {
            ResponseMessage: unknown;
        };
        /**
         * @description Printer codes of PrintData (1002): Response.ResponseCode (Integer); each doc comment is the exact message.
         * @enum {integer}
         */
        PrinterResponseCode: 0 | 1 | 1001 | 1002 | 1003 | 1004 | 1005 | 1006 | 1007 | 1008 | 1009 | 1010;
        /**
         * @description PrintData line PrinterWidth (Integer): 24, 32 or 48.
         * @enum {integer}
         */
        PrinterWidth: 24 | 32 | 48;
        /** @description The common Response object's ResponseCode as typed: String(10). */
        ResponseCodeText: string;
        /**
         * @description AppVersion and ParameterJson, which "some methods also return" in the Response object (common).
         *     Optional unless the method's section says its reply carries them. Spread into every Response object.
         */
        ResponseExtras: {
            /** @description AppVersion (string): the version of the service app. */
            AppVersion?: string;
            /** @description ParameterJson (string); its content is not shown. */
            ParameterJson?: string;
        };
        /**
         * @description AdditionalInfo of a sale request (TransactionType 4001 only): a map of String(25) keys to
         *     String(25) values, at most 10 entries.
         */
        SaleAdditionalInfo: Record<string, never>;
        /** @description One entry value of the sale AdditionalInfo map: String(25). */
        SaleAdditionalInfoValue: string;
        /** @description Header of ScanCode, base scanner (MethodId "1007"). */
        ScanCodeHeader: {
            /** @description ApplicationId, String(100): issued by the service to the billing application. Required. */
            ApplicationId: string;
            /** @description UserId, String(100): the billing app user id or name. Optional. */
            UserId?: string;
            /**
             * @description MethodId, String(10): "1007", ScanCode (base scanner). Required.
             * @constant
             */
            MethodId: "1007";
            /** @description VersionNo, String(10): for example a two-part number ("1.0"). Required. */
            VersionNo: string;
        };
        /**
         * @description ScanCode reply (MethodId "1007"): scan code (Integer) and Detail.ScannedData.
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "VersionNo": "1.0",
         *         "MethodId": "1007"
         *       },
         *       "Response": {
         *         "ResponseCode": 0,
         *         "ResponseMsg": "Success"
         *       },
         *       "Detail": {
         *         "ScannedData": "2345"
         *       }
         *     }
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "VersionNo": "1.0",
         *         "MethodId": "1007"
         *       },
         *       "Response": {
         *         "ResponseCode": 5,
         *         "ResponseMsg": "device not connected with base or USB device not found"
         *       },
         *       "Detail": {}
         *     }
         */
        ScanCodeReply: {
            /** @description Header, echoed from the request. */
            Header: components["schemas"]["ScanCodeHeader"];
            /** @description Response: scan code and message. */
            Response: components["schemas"]["ScanCodeResponse"];
            /** @description Detail: the scanned data. Required when the ResponseCode is a success code; a failed reply may leave it out. */
            Detail?: components["schemas"]["ScanReplyDetail"];
        } & unknown;
        /**
         * @description ScanCode request (MethodId "1007", base scanner): Header only.
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "VersionNo": "1.0",
         *         "MethodId": "1007"
         *       }
         *     }
         */
        ScanCodeRequest: {
            /** @description Header with MethodId "1007". */
            Header: components["schemas"]["ScanCodeHeader"];
        };
        /** @description Response object of ScanCode (1007, base scanner): scan code (Integer) and message. */
        ScanCodeResponse: {
            /** @description ResponseCode (Integer): the method's code table lists the documented codes (x-codes); any integer is accepted. */
            ResponseCode: components["schemas"]["ScanResponseCode"] | number;
            /** @description ResponseMsg, String(255): the message of the code. */
            ResponseMsg: string;
            /** @description AppVersion (string): the version of the service app. */
            AppVersion?: string;
            /** @description ParameterJson (string); its content is not shown. */
            ParameterJson?: string;
        };
        /** @description Reply Detail of ScanCode (base scanner) and the single scan from camera. */
        ScanReplyDetail: {
            /** @description ScannedData (string): the scanned code. */
            ScannedData?: string;
        };
        /**
         * @description Codes of ScanCode (1007, base scanner): Response.ResponseCode (Integer); each doc comment is the message.
         * @enum {integer}
         */
        ScanResponseCode: 0 | 5 | 6 | 10 | 11 | 2001 | 2099;
        /** @description One scanned item of a multi scan from camera. */
        ScannedItem: {
            /** @description itemCount (integer). */
            itemCount?: number;
            /** @description itemValue (string): the scanned value. */
            itemValue?: string;
        };
        /** @description Header of Settlement (MethodId "1003"). */
        SettlementHeader: {
            /** @description ApplicationId, String(100): issued by the service to the billing application. Required. */
            ApplicationId: string;
            /** @description UserId, String(100): the billing app user id or name. Optional. */
            UserId?: string;
            /**
             * @description MethodId, String(10): "1003", Settlement. Required.
             * @constant
             */
            MethodId: "1003";
            /** @description VersionNo, String(10): for example a two-part number ("1.0"). Required. */
            VersionNo: string;
        };
        /**
         * @description Settlement reply (MethodId "1003").
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "VersionNo": "1.0",
         *         "MethodId": "1003"
         *       },
         *       "Response": {
         *         "ResponseCode": "0",
         *         "ResponseMsg": "Success"
         *       },
         *       "Detail": {
         *         "SettlementSummary": [
         *           {
         *             "BatchName": "ACQUIRER ONE",
         *             "AcquirerCode": "01",
         *             "TID": "01000234",
         *             "MID": "123411234",
         *             "CreditCount": 10,
         *             "CreditAmount": 502100,
         *             "DebitCount": 5,
         *             "DebitAmount": 324000
         *           },
         *           {
         *             "BatchName": "ACQUIRER TWO",
         *             "AcquirerCode": "02",
         *             "TID": "01300012",
         *             "MID": "123411224",
         *             "CreditCount": 1,
         *             "CreditAmount": 2100,
         *             "DebitCount": 0,
         *             "DebitAmount": 0
         *           }
         *         ]
         *       }
         *     }
         */
        SettlementReply: {
            /** @description Header, echoed from the request. */
            Header: components["schemas"]["SettlementHeader"];
            /** @description Response: common code (String(10)) and message. */
            Response: components["schemas"]["TerminalResponse"];
            /** @description Detail: the settlement summary. Required when the ResponseCode is a success code; a failed reply may leave it out. */
            Detail?: components["schemas"]["SettlementReplyDetail"];
        } & unknown;
        /** @description Settlement reply Detail. */
        SettlementReplyDetail: {
            /** @description SettlementSummary (Array): one entry per acquirer batch. */
            SettlementSummary?: components["schemas"]["SettlementSummaryItem"][];
            /** @description SettlementInfo: reserved; array of {Key String(10), Value String(100)}. */
            SettlementInfo?: components["schemas"]["KeyValue"][];
            /** @description AdditionalInfo: reserved; array of {Key String(10), Value String(100)}. */
            AdditionalInfo?: components["schemas"]["KeyValue"][];
        };
        /**
         * @description Settlement request (MethodId "1003"): Header only. Settles the current batch; on success a
         *     chargeslip is printed on the terminal (the batch can also be settled from the app menu).
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "VersionNo": "1.0",
         *         "MethodId": "1003"
         *       }
         *     }
         */
        SettlementRequest: {
            /** @description Header with MethodId "1003". */
            Header: components["schemas"]["SettlementHeader"];
        };
        /** @description One acquirer batch of the settlement summary. */
        SettlementSummaryItem: {
            /** @description BatchName (String). */
            BatchName?: string;
            /** @description AcquirerCode (String). */
            AcquirerCode?: string;
            /** @description TID (String): terminal id at the acquirer. */
            TID?: string;
            /** @description MID (String): merchant id at the acquirer. */
            MID?: string;
            /** @description CreditCount (Long). */
            CreditCount?: number;
            /** @description CreditAmount (Long): in the smallest currency unit (paise). */
            CreditAmount?: number;
            /** @description DebitCount (Long). */
            DebitCount?: number;
            /** @description DebitAmount (Long). The document states no unit (CreditAmount's is the smallest unit). */
            DebitAmount?: number;
        };
        /**
         * @description Acquirer codes as the terminal DoTransaction request carries them (Detail.BankCode, String(2)):
         *     the acquiring bank codes in their two-digit spelling.
         * @enum {string}
         */
        TerminalBankCode: "01" | "02" | "03" | "04" | "05" | "06" | "07" | "09" | "10" | "14" | "17" | "51" | "81" | "82";
        /**
         * @description DoTransaction reply (MethodId "1001") of the smart terminal service: Header (echo), Response
         *     (common codes, string) and Detail.Payments.
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "VersionNo": "1.0",
         *         "MethodId": "1001"
         *       },
         *       "Response": {
         *         "ResponseCode": "0",
         *         "ResponseMsg": "APPROVED"
         *       },
         *       "Detail": {
         *         "Payments": [
         *           {
         *             "BillingRefNo": "TX12345678",
         *             "ApprovalCode": "7261A9",
         *             "HostResponse": "APPROVED",
         *             "CardNumber": "411111******1111",
         *             "ExpiryDate": "XXXX",
         *             "CardholderName": "CARDHOLDER NAME",
         *             "CardType": "VISA",
         *             "InvoiceNumber": 11,
         *             "BatchNumber": 2,
         *             "TerminalId": "30000001",
         *             "LoyaltyPointsAwarded": 1,
         *             "Remark": "PROCESSED",
         *             "AcquirerName": "ACQUIRER ONE",
         *             "MerchantId": "000000000000001",
         *             "RetrievalReferenceNumber": "624615343002",
         *             "CardEntryMode": 1,
         *             "PrintCardholderName": 1,
         *             "MerchantName": "DEMO MERCHANT",
         *             "MerchantAddress": "DEMO ADDRESS",
         *             "MerchantCity": "DEMO CITY",
         *             "VendorVersion": "1.51",
         *             "AcquiringBankCode": 2,
         *             "AmountProcessed": "9999000",
         *             "TransactionDate": "02012011",
         *             "TransactionTime": "210403",
         *             "VendorClientId": 12345,
         *             "VendorBatchId": 9002,
         *             "VendorRoc": 105
         *           }
         *         ]
         *       }
         *     }
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "VersionNo": "1.0",
         *         "MethodId": "1001"
         *       },
         *       "Response": {
         *         "ResponseCode": "100",
         *         "ResponseMsg": "TRANSACTION INITIATED CHECK GET STATUS",
         *         "AppVersion": "150",
         *         "ParameterJson": "parameter"
         *       },
         *       "Detail": {
         *         "Payments": [
         *           {
         *             "BillingRefNo": "TX12345681",
         *             "ApprovalCode": "",
         *             "HostResponse": "TRANSACTION INITIATED CHECK GET STATUS",
         *             "Remark": "TRANSACTION INITIATED CHECK GET STATUS",
         *             "CardNumber": "",
         *             "ExpiryDate": "",
         *             "CardType": "UPI",
         *             "InvoiceNumber": 109,
         *             "BatchNumber": 9031,
         *             "TerminalId": "20000401",
         *             "AcquirerName": "UPI ACQUIRER",
         *             "AcquiringBankCode": 2,
         *             "AmountProcessed": "100",
         *             "TransactionDate": "02142020",
         *             "TransactionTime": "155118",
         *             "LoyaltyPointsAwarded": 0
         *           }
         *         ]
         *       }
         *     }
         */
        TerminalDoTransactionReply: {
            /** @description Header, echoed from the request. */
            Header: components["schemas"]["DoTransactionHeader"];
            /** @description Response: common code (String(10)) and message. */
            Response: components["schemas"]["TerminalResponse"];
            /** @description Detail: the payment records. Required when the ResponseCode is a success code; a failed reply may leave it out. */
            Detail?: components["schemas"]["TerminalDoTransactionReplyDetail"];
        } & unknown;
        /**
         * @description DoTransaction reply Detail of the smart terminal service: the payment records.
         * @example {
         *       "Payments": [
         *         {
         *           "BillingRefNo": "TX12345678",
         *           "ApprovalCode": "7261A9",
         *           "HostResponse": "APPROVED",
         *           "CardNumber": "411111******1111",
         *           "ExpiryDate": "XXXX",
         *           "CardholderName": "CARDHOLDER NAME",
         *           "CardType": "VISA",
         *           "InvoiceNumber": 11,
         *           "BatchNumber": 2,
         *           "TerminalId": "30000001",
         *           "LoyaltyPointsAwarded": 1,
         *           "Remark": "PROCESSED",
         *           "AcquirerName": "ACQUIRER ONE",
         *           "MerchantId": "000000000000001",
         *           "RetrievalReferenceNumber": "624615343002",
         *           "CardEntryMode": 1,
         *           "PrintCardholderName": 1,
         *           "MerchantName": "DEMO MERCHANT",
         *           "MerchantAddress": "DEMO ADDRESS",
         *           "MerchantCity": "DEMO CITY",
         *           "VendorVersion": "1.51",
         *           "AcquiringBankCode": 2,
         *           "AmountProcessed": "9999000",
         *           "TransactionDate": "02012011",
         *           "TransactionTime": "210403",
         *           "VendorClientId": 12345,
         *           "VendorBatchId": 9002,
         *           "VendorRoc": 105
         *         }
         *       ]
         *     }
         */
        TerminalDoTransactionReplyDetail: {
            /** @description Payments (Array): the payment records. Required in this Detail. */
            Payments: components["schemas"]["TerminalPaymentRecord"][];
        };
        /**
         * @description DoTransaction request (MethodId "1001") of the smart terminal service.
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "VersionNo": "1.0",
         *         "MethodId": "1001"
         *       },
         *       "Detail": {
         *         "TransactionType": 4001,
         *         "BillingRefNo": "TX12345678",
         *         "PaymentAmount": 9999000,
         *         "IsSwipe": true,
         *         "MobileNumberForEChargeSlip": "9876543210",
         *         "AdditionalInfo": {
         *           "Split1": "99991",
         *           "Split2": "99992",
         *           "Split3": "99993"
         *         }
         *       }
         *     }
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "VersionNo": "1.0",
         *         "MethodId": "1001"
         *       },
         *       "Detail": {
         *         "TransactionType": 4006,
         *         "BillingRefNo": "TX12345678",
         *         "PaymentAmount": 9999000,
         *         "BankCode": "01",
         *         "InvoiceNo": "000012",
         *         "IsSwipe": true
         *       }
         *     }
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "VersionNo": "1.0",
         *         "MethodId": "1001"
         *       },
         *       "Detail": {
         *         "TransactionType": 5102,
         *         "BillingRefNo": "TX12345679",
         *         "PaymentAmount": 9900,
         *         "IsSwipe": false,
         *         "WalletProgramId": 1,
         *         "CustomerMobileNumber": "9876543210|9876543211",
         *         "ConsentCustomerMobile": true
         *       }
         *     }
         */
        TerminalDoTransactionRequest: {
            /** @description Header with MethodId "1001". */
            Header: components["schemas"]["DoTransactionHeader"];
            /** @description The transaction to perform. */
            Detail: components["schemas"]["TerminalTransactionDetail"];
        };
        /** @description GetTerminalInfo reply Detail: the terminal profile. */
        TerminalInfoReplyDetail: {
            /** @description VendorStoreId, String(50). */
            VendorStoreId?: string;
            /** @description VendorTerminalId, String(50): terminal, client or POS id. */
            VendorTerminalId?: string;
            /** @description MerchantName, String(100). */
            MerchantName?: string;
            /** @description StoreName, String(100). */
            StoreName?: string;
            /** @description AdditionalInfo (Object[]): Key String(10), Value String(100). */
            AdditionalInfo?: components["schemas"]["KeyValue"][];
        };
        /**
         * @description MethodId values of the smart terminal service (Header.MethodId, String(10) on the wire).
         *     Each value selects one request schema and one reply schema of TerminalRequest / TerminalReply.
         * @enum {string}
         */
        TerminalMethodId: "1001" | "1002" | "1003" | "1004" | "1005" | "1006" | "1007" | "1008" | "1009" | "1010";
        /**
         * @description Payment record of the smart terminal service: one entry of the DoTransaction reply's
         *     Detail.Payments. An empty Remark does not imply success; success is ApprovalCode non-empty
         *     and Response.ResponseCode "0".
         * @example {
         *       "BillingRefNo": "TX12345678",
         *       "ApprovalCode": "7261A9",
         *       "HostResponse": "APPROVED",
         *       "CardNumber": "411111******1111",
         *       "ExpiryDate": "XXXX",
         *       "CardholderName": "CARDHOLDER NAME",
         *       "CardType": "VISA",
         *       "InvoiceNumber": 11,
         *       "BatchNumber": 2,
         *       "TerminalId": "30000001",
         *       "LoyaltyPointsAwarded": 1,
         *       "Remark": "PROCESSED",
         *       "AcquirerName": "ACQUIRER ONE",
         *       "MerchantId": "000000000000001",
         *       "RetrievalReferenceNumber": "624615343002",
         *       "CardEntryMode": 1,
         *       "PrintCardholderName": 1,
         *       "MerchantName": "DEMO MERCHANT",
         *       "MerchantAddress": "DEMO ADDRESS",
         *       "MerchantCity": "DEMO CITY",
         *       "VendorVersion": "1.51",
         *       "AcquiringBankCode": 2,
         *       "AmountProcessed": "9999000",
         *       "TransactionDate": "02012011",
         *       "TransactionTime": "210403",
         *       "VendorClientId": 12345,
         *       "VendorBatchId": 9002,
         *       "VendorRoc": 105
         *     }
         */
        TerminalPaymentRecord: {
            /** @description BillingRefNo, String(10): the caller's reference. */
            BillingRefNo?: string;
            /** @description ApprovalCode, String(6): non-empty means authorization succeeded; otherwise empty. */
            ApprovalCode?: string;
            /** @description HostResponse, String(50): host response text; empty when an error occurs before a response. */
            HostResponse?: string;
            /** @description CardNumber, String(19): masked card number (e.g. 411111******1111) if a card was used, else empty. */
            CardNumber?: string;
            /**
             * @description ExpiryDate, String(4): YYMM, or XXXX when the acquirer mandates masking; empty when no card was
             *     used (as CardNumber).
             */
            ExpiryDate?: string;
            /** @description CardholderName, String(25). */
            CardholderName?: string;
            /** @description CardType, String(12): card network name. */
            CardType?: string;
            /** @description InvoiceNumber (Long). Changes when an initiated transaction is completed by Get Status. */
            InvoiceNumber?: number;
            /** @description BatchNumber (Long). */
            BatchNumber?: number;
            /** @description TerminalId, String(8). */
            TerminalId?: string;
            /** @description LoyaltyPointsAwarded (Long). */
            LoyaltyPointsAwarded?: number;
            /** @description Remark, String(100): error description; an empty value does not imply success. */
            Remark?: string;
            /** @description AcquirerName, String(48). */
            AcquirerName?: string;
            /** @description MerchantId, String(15). */
            MerchantId?: string;
            /** @description RetrievalReferenceNumber, String(12). Filled when the host approves. */
            RetrievalReferenceNumber?: string;
            /**
             * @description CardEntryMode (Integer): 0 manual, 1 swipe, 2 chip; any other value means the card was not
             *     validated (so any integer is accepted).
             */
            CardEntryMode?: components["schemas"]["CardEntryMode"] | number;
            /**
             * @description PrintCardholderName (Integer): 0 do not print, 1 print; other values mean the card was not
             *     validated (so any integer is accepted).
             */
            PrintCardholderName?: components["schemas"]["PrintCardholderName"] | number;
            /** @description MerchantName, String(23). */
            MerchantName?: string;
            /** @description MerchantAddress, String(23). */
            MerchantAddress?: string;
            /** @description MerchantCity, String(23). */
            MerchantCity?: string;
            /** @description VendorVersion, String(40): application version. */
            VendorVersion?: string;
            /** @description AcquiringBankCode (Integer): see the acquiring bank codes (1 to 17 acquirer banks, 51, 81, 82). */
            AcquiringBankCode?: components["schemas"]["AcquiringBankCode"];
            /**
             * @description AquiringBankCode (Integer): the same field as AcquiringBankCode, in the spelling of one terminal
             *     illustration ("one terminal illustration spells it AquiringBankCode"); accepted in replies.
             */
            AquiringBankCode?: components["schemas"]["AcquiringBankCode"];
            /** @description RewardRedeemedAmount (Long): in paise. */
            RewardRedeemedAmount?: number;
            /** @description RewardRedeemedPoints (Double). */
            RewardRedeemedPoints?: number;
            /** @description RewardBalanceAmount, String(10). */
            RewardBalanceAmount?: string;
            /** @description RewardBalancePoints (Double). */
            RewardBalancePoints?: number;
            /** @description Field0 (String): multiple-usage field; meaning not shown. */
            Field0?: string;
            /** @description Field3 (String): multiple-usage field; meaning not shown. */
            Field3?: string;
            /** @description Field4 (String): multiple-usage field; meaning not shown. */
            Field4?: string;
            /**
             * @description CouponCode, String(23): card processing fee or voucher code; the loyalty number for
             *     TransactionType 4301 (fetch loyalty number).
             */
            CouponCode?: string;
            /** @description AmountProcessed, String(99): the amount processed, in paise, as a string. */
            AmountProcessed?: string;
            /** @description TransactionDate, String(8): MMDDYYYY. */
            TransactionDate?: string;
            /** @description TransactionTime, String(6): HHMMSS, 24-hour. */
            TransactionTime?: string;
            /** @description VendorClientId (Integer): identifier of the terminal. */
            VendorClientId?: number;
            /** @description VendorBatchId (Integer): identifier of the terminal's batch. */
            VendorBatchId?: number;
            /** @description VendorRoc (Integer): the terminal's receipt-order counter. */
            VendorRoc?: number;
            /** @description AdditionalInfo (Array): reserved; items Key String(10), Value String(100). */
            AdditionalInfo?: components["schemas"]["KeyValue"][];
        };
        /**
         * @description Any reply of the smart terminal service: one JSON reply per request, with Header (echo), Response
         *     and, for most methods, Detail. A closed union on Header.MethodId ("1001" to "1010").
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "VersionNo": "1.0",
         *         "MethodId": "1001"
         *       },
         *       "Response": {
         *         "ResponseCode": "0",
         *         "ResponseMsg": "APPROVED"
         *       },
         *       "Detail": {
         *         "Payments": [
         *           {
         *             "BillingRefNo": "TX12345678",
         *             "ApprovalCode": "7261A9",
         *             "HostResponse": "APPROVED",
         *             "CardNumber": "411111******1111",
         *             "ExpiryDate": "XXXX",
         *             "CardholderName": "CARDHOLDER NAME",
         *             "CardType": "VISA",
         *             "InvoiceNumber": 11,
         *             "BatchNumber": 2,
         *             "TerminalId": "30000001",
         *             "LoyaltyPointsAwarded": 1,
         *             "Remark": "PROCESSED",
         *             "AcquirerName": "ACQUIRER ONE",
         *             "MerchantId": "000000000000001",
         *             "RetrievalReferenceNumber": "624615343002",
         *             "CardEntryMode": 1,
         *             "PrintCardholderName": 1,
         *             "MerchantName": "DEMO MERCHANT",
         *             "MerchantAddress": "DEMO ADDRESS",
         *             "MerchantCity": "DEMO CITY",
         *             "VendorVersion": "1.51",
         *             "AcquiringBankCode": 2,
         *             "AmountProcessed": "9999000",
         *             "TransactionDate": "02012011",
         *             "TransactionTime": "210403",
         *             "VendorClientId": 12345,
         *             "VendorBatchId": 9002,
         *             "VendorRoc": 105
         *           }
         *         ]
         *       }
         *     }
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "VersionNo": "1.0",
         *         "MethodId": "1002"
         *       },
         *       "Response": {
         *         "ResponseCode": 0,
         *         "ResponseMsg": "SUCCESS"
         *       },
         *       "Detail": {
         *         "AppVersion": "1.5"
         *       }
         *     }
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "VersionNo": "1.0",
         *         "MethodId": "1003"
         *       },
         *       "Response": {
         *         "ResponseCode": "0",
         *         "ResponseMsg": "Success"
         *       },
         *       "Detail": {
         *         "SettlementSummary": [
         *           {
         *             "BatchName": "ACQUIRER ONE",
         *             "AcquirerCode": "01",
         *             "TID": "01000234",
         *             "MID": "123411234",
         *             "CreditCount": 10,
         *             "CreditAmount": 502100,
         *             "DebitCount": 5,
         *             "DebitAmount": 324000
         *           },
         *           {
         *             "BatchName": "ACQUIRER TWO",
         *             "AcquirerCode": "02",
         *             "TID": "01300012",
         *             "MID": "123411224",
         *             "CreditCount": 1,
         *             "CreditAmount": 2100,
         *             "DebitCount": 0,
         *             "DebitAmount": 0
         *           }
         *         ]
         *       }
         *     }
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "VersionNo": "1.0",
         *         "MethodId": "1004"
         *       },
         *       "Response": {
         *         "ResponseCode": "0",
         *         "ResponseMsg": "Success"
         *       },
         *       "Detail": {
         *         "VendorStoreId": "19345",
         *         "VendorTerminalId": "4523900",
         *         "MerchantName": "Demo Merchant",
         *         "StoreName": "Demo Store"
         *       }
         *     }
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "VersionNo": "1.0",
         *         "MethodId": "1005"
         *       },
         *       "Response": {
         *         "ResponseCode": 0,
         *         "ResponseMsg": "Bluetooth Connection Success",
         *         "AppVersion": "161",
         *         "ParameterJson": "parameter"
         *       }
         *     }
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "VersionNo": "1.0",
         *         "MethodId": "1006"
         *       },
         *       "Response": {
         *         "ResponseCode": 0,
         *         "ResponseMsg": "Bluetooth Disconnection Success"
         *       }
         *     }
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "VersionNo": "1.0",
         *         "MethodId": "1007"
         *       },
         *       "Response": {
         *         "ResponseCode": 0,
         *         "ResponseMsg": "Success"
         *       },
         *       "Detail": {
         *         "ScannedData": "2345"
         *       }
         *     }
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "VersionNo": "1.0",
         *         "MethodId": "1008"
         *       },
         *       "Response": {
         *         "ResponseCode": 0,
         *         "ResponseMsg": "Success"
         *       },
         *       "Detail": {
         *         "TerminalLogId": 2,
         *         "TerminalId": "30000001"
         *       }
         *     }
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "VersionNo": "1.0",
         *         "MethodId": "1009"
         *       },
         *       "Response": {
         *         "ResponseCode": 0,
         *         "ResponseMsg": "Success"
         *       },
         *       "Detail": {
         *         "ScannedData": "2345"
         *       }
         *     }
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "VersionNo": "1.0",
         *         "MethodId": "1010"
         *       },
         *       "Response": {
         *         "ResponseCode": 0,
         *         "ResponseMsg": "Success",
         *         "AppVersion": "161",
         *         "ParameterJson": "parameter"
         *       },
         *       "Detail": {
         *         "ScannedDataList": [
         *           {
         *             "itemCount": 10,
         *             "itemValue": "https://example.com/support/"
         *           },
         *           {
         *             "itemCount": 12,
         *             "itemValue": "http://example.org"
         *           },
         *           {
         *             "itemCount": 17,
         *             "itemValue": "http://example.net/item"
         *           }
         *         ]
         *       }
         *     }
         */
        TerminalReply: components["schemas"]["TerminalDoTransactionReply"] | components["schemas"]["PrintDataReply"] | components["schemas"]["SettlementReply"] | components["schemas"]["GetTerminalInfoReply"] | components["schemas"]["ConnectBluetoothReply"] | components["schemas"]["DisconnectBluetoothReply"] | components["schemas"]["ScanCodeReply"] | components["schemas"]["UploadInvoiceReply"] | components["schemas"]["CameraSingleScanReply"] | components["schemas"]["CameraMultiScanReply"];
        /**
         * @description Any request to the smart terminal service: one JSON string with a Header and, where the method
         *     needs data, a Detail. A closed union on Header.MethodId ("1001" to "1010"): each branch pins
         *     MethodId, so an unknown MethodId, or a Detail of another method, is invalid.
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "VersionNo": "1.0",
         *         "MethodId": "1001"
         *       },
         *       "Detail": {
         *         "TransactionType": 4001,
         *         "BillingRefNo": "TX12345678",
         *         "PaymentAmount": 9999000,
         *         "IsSwipe": true,
         *         "MobileNumberForEChargeSlip": "9876543210",
         *         "AdditionalInfo": {
         *           "Split1": "99991",
         *           "Split2": "99992",
         *           "Split3": "99993"
         *         }
         *       }
         *     }
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "VersionNo": "1.0",
         *         "MethodId": "1002"
         *       },
         *       "Detail": {
         *         "PrintRefNo": "123456789",
         *         "SavePrintData": true,
         *         "Data": [
         *           {
         *             "PrintDataType": 0,
         *             "PrinterWidth": 24,
         *             "IsCenterAligned": true,
         *             "DataToPrint": "String Data"
         *           },
         *           {
         *             "PrintDataType": 1,
         *             "PrinterWidth": 32,
         *             "IsCenterAligned": true,
         *             "ImagePath": "Image Path"
         *           },
         *           {
         *             "PrintDataType": 2,
         *             "PrinterWidth": 48,
         *             "IsCenterAligned": false,
         *             "ImageData": "Image Data String"
         *           },
         *           {
         *             "PrintDataType": 3,
         *             "PrinterWidth": 24,
         *             "IsCenterAligned": true,
         *             "DataToPrint": "Bar Code Data in String"
         *           },
         *           {
         *             "PrintDataType": 4,
         *             "PrinterWidth": 24,
         *             "IsCenterAligned": true,
         *             "DataToPrint": "QR Code Data in String",
         *             "PrintDataInfo": [
         *               {
         *                 "Key": "Key1",
         *                 "Value": "Value1"
         *               }
         *             ]
         *           }
         *         ]
         *       }
         *     }
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "VersionNo": "1.0",
         *         "MethodId": "1003"
         *       }
         *     }
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "VersionNo": "1.0",
         *         "MethodId": "1004"
         *       }
         *     }
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "VersionNo": "1.0",
         *         "MethodId": "1005"
         *       },
         *       "Detail": {
         *         "BaseSerialNumber": "121234"
         *       }
         *     }
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "VersionNo": "1.0",
         *         "MethodId": "1006"
         *       }
         *     }
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "VersionNo": "1.0",
         *         "MethodId": "1007"
         *       }
         *     }
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "VersionNo": "1.0",
         *         "MethodId": "1008"
         *       },
         *       "Detail": {
         *         "BillingUserName": "cashier1",
         *         "Customer": {
         *           "AddressLine1": "E-block, Sector-62",
         *           "AddressLine2": "",
         *           "City": "Noida",
         *           "Country": "India",
         *           "DOB": "1992-06-13",
         *           "Email": "customer@example.com",
         *           "FirstName": "Test",
         *           "Gender": "MALE",
         *           "LastName": "Customer",
         *           "Phone": "9876543210",
         *           "PinCode": 201309,
         *           "State": "Uttar Pradesh"
         *         },
         *         "DiscountTotalValue": 50,
         *         "GrossBill": 5500,
         *         "InvoiceNumber": 1,
         *         "NetBill": 5000,
         *         "OrderCreationTimeLocal": "2019-04-01",
         *         "OrderId": "OR-123-1",
         *         "PaymentStatus": "PAID",
         *         "Payments": [
         *           {
         *             "Amount": 2000,
         *             "CardType": "",
         *             "PaymentId": "123",
         *             "PaymentType": "cash"
         *           },
         *           {
         *             "Amount": 3500,
         *             "CardType": "credit",
         *             "PaymentId": "456",
         *             "PaymentType": "card"
         *           }
         *         ],
         *         "Products": [
         *           {
         *             "AdditionalChargeValue": 0,
         *             "BarCode": 0,
         *             "DiscountTotalValue": 50,
         *             "ProductBasePrice": 1000,
         *             "ProductId": "PROD2001",
         *             "ProductName": "Food Packet",
         *             "ProductValue": 5500,
         *             "Quantity": 5,
         *             "SkuId": 0,
         *             "TaxTotalValue": 100,
         *             "VoidAmount": 0,
         *             "VoidQuantity": 0
         *           }
         *         ],
         *         "Status": "Delivered",
         *         "Taxes": 100
         *       }
         *     }
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "VersionNo": "1.0",
         *         "MethodId": "1009"
         *       }
         *     }
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "VersionNo": "1.0",
         *         "MethodId": "1010"
         *       }
         *     }
         */
        TerminalRequest: components["schemas"]["TerminalDoTransactionRequest"] | components["schemas"]["PrintDataRequest"] | components["schemas"]["SettlementRequest"] | components["schemas"]["GetTerminalInfoRequest"] | components["schemas"]["ConnectBluetoothRequest"] | components["schemas"]["DisconnectBluetoothRequest"] | components["schemas"]["ScanCodeRequest"] | components["schemas"]["UploadInvoiceRequest"] | components["schemas"]["CameraSingleScanRequest"] | components["schemas"]["CameraMultiScanRequest"];
        /**
         * @description Response object (common) of the smart terminal service: ResponseCode String(10) with the common
         *     codes, ResponseMsg String(255), and optionally AppVersion and ParameterJson. Used by DoTransaction,
         *     Settlement and GetTerminalInfo. For successful replies the response code is zero ("0").
         */
        TerminalResponse: {
            /**
             * @description ResponseCode, String(10): a common response code ("0" success, "1" to "7", "100" transaction
             *     initiated: call Get Status).
             */
            ResponseCode: components["schemas"]["CommonResponseCode"] | components["schemas"]["ResponseCodeText"];
            /**
             * @description ResponseMsg, String(255): the message. For DoTransaction the host text, e.g. APPROVED, or
             *     TRANSACTION INITIATED CHECK GET STATUS with code 100.
             */
            ResponseMsg: string;
            /** @description AppVersion (string): the version of the service app. */
            AppVersion?: string;
            /** @description ParameterJson (string); its content is not shown. */
            ParameterJson?: string;
        };
        /**
         * @description DoTransaction request Detail of the smart terminal service. Every TransactionType of the
         *     terminal service uses this one table. AdditionalInfo is only for the sale (4001): TypeSpec has no
         *     conditional constraint, so the rule is written as JSON Schema `if`/`then`. WalletProgramId is
         *     required "for wallet transactions": the types the table names as wallet transactions (5102
         *     wallet pay, 5103 wallet load, 5104 wallet void, 4214 mobile wallet redemption), also by
         *     `if`/`then`.
         * @example {
         *       "TransactionType": 4001,
         *       "BillingRefNo": "TX12345678",
         *       "PaymentAmount": 9999000,
         *       "IsSwipe": true,
         *       "MobileNumberForEChargeSlip": "9876543210",
         *       "AdditionalInfo": {
         *         "Split1": "99991",
         *         "Split2": "99992",
         *         "Split3": "99993"
         *       }
         *     }
         * @example {
         *       "TransactionType": 4006,
         *       "BillingRefNo": "TX12345678",
         *       "PaymentAmount": 9999000,
         *       "BankCode": "01",
         *       "InvoiceNo": "000012",
         *       "IsSwipe": true
         *     }
         * @example {
         *       "TransactionType": 5102,
         *       "BillingRefNo": "TX12345679",
         *       "PaymentAmount": 9900,
         *       "IsSwipe": false,
         *       "WalletProgramId": 1,
         *       "CustomerMobileNumber": "9876543210|9876543211",
         *       "ConsentCustomerMobile": true
         *     }
         * @example {
         *       "TransactionType": 4502,
         *       "BillingRefNo": "TX12345680",
         *       "PaymentAmount": 9900,
         *       "IsSwipe": true,
         *       "BatchNo": 9041,
         *       "Roc": 115,
         *       "RewardAmount": 8800
         *     }
         */
        TerminalTransactionDetail: {
            /** @description TransactionType (Long): see TerminalTransactionType. Required. */
            TransactionType: components["schemas"]["TerminalTransactionType"];
            /** @description BillingRefNo, String(10): printed on the chargeslip. Optional. */
            BillingRefNo?: string;
            /**
             * @description PaymentAmount (Long): in paise. Required. Like every Long of the document, at most
             *     9007199254740991 (2^53 - 1) and at least -9007199254740991: see the decision.
             */
            PaymentAmount: number;
            /**
             * @description BankCode, String(2): acquirer code (two-digit, e.g. "01"); optional for sale when automatic
             *     acquirer selection is on.
             */
            BankCode?: components["schemas"]["TerminalBankCode"];
            /**
             * @description CardNumber, String(76): track 1 data or a manual card number; if empty the app asks for the
             *     card. Optional.
             */
            CardNumber?: string;
            /**
             * @description Expiry, String(37): track 2 data or the expiry (YYMM); for the loyalty platform it can carry the
             *     entry mode 01 mobile, 02 barcode, 03 manual. Optional.
             */
            Expiry?: string;
            /** @description InvoiceNo, String(6): the parent invoice, for dependent transactions (void, adjust, ...). Optional. */
            InvoiceNo?: string;
            /**
             * @description IsSwipe (Boolean): states whether swipe is allowed; default TRUE. Required.
             * @default true
             */
            IsSwipe: boolean;
            /** @description Field0 (String): multiple-usage. Optional. */
            Field0?: string;
            /** @description Field1 (String): multiple-usage. Optional. */
            Field1?: string;
            /** @description Field2 (String): multiple-usage. Optional. */
            Field2?: string;
            /** @description Field3 (String): multiple-usage. Optional. */
            Field3?: string;
            /** @description BatchNo (Integer): the parent batch, 9001 to 99999. Optional. */
            BatchNo?: components["schemas"]["ParentBatchNo"];
            /** @description Roc (Integer): the parent receipt-order counter, 101 to 999. Optional. */
            Roc?: components["schemas"]["ParentRoc"];
            /** @description TransactionLogId (Long): the parent transaction log id. Optional. */
            TransactionLogId?: number;
            /** @description RewardAmount (Long): in paise, paid by reward points or cash. Optional. */
            RewardAmount?: number;
            /** @description CustomerMobileNumber, String(100): several values pipe-separated (a|b). Optional. */
            CustomerMobileNumber?: string;
            /** @description CustomerEmailId, String(500): several values pipe-separated. Optional. */
            CustomerEmailId?: string;
            /** @description MerchantMobileNumber, String(100): pipe-separated. Optional. */
            MerchantMobileNumber?: string;
            /** @description MerchantEmailId, String(500): pipe-separated. Optional. */
            MerchantEmailId?: string;
            /**
             * @description ConsentCustomerMobile (Boolean): default FALSE; TRUE means consent to send the chargeslip. Optional.
             * @default false
             */
            ConsentCustomerMobile: boolean;
            /**
             * @description ConsentCustomerEmailId (Boolean): default FALSE; TRUE means consent to send the chargeslip. Optional.
             * @default false
             */
            ConsentCustomerEmailId: boolean;
            /**
             * @description ConsentMerchantMobile (Boolean): default FALSE; TRUE means consent to send the chargeslip. Optional.
             * @default false
             */
            ConsentMerchantMobile: boolean;
            /**
             * @description ConsentMerchantEmailId (Boolean): default FALSE; TRUE means consent to send the chargeslip. Optional.
             * @default false
             */
            ConsentMerchantEmailId: boolean;
            /**
             * @description WalletProgramId (Long): identifies the wallet host. Required "for wallet transactions": the
             *     types the transaction table names as wallet transactions, 5102 wallet pay, 5103 wallet load,
             *     5104 wallet void and 4214 mobile wallet redemption (enforced by `if`/`then` on
             *     TransactionType); optional for every other type.
             */
            WalletProgramId?: number;
            /**
             * @description AdditionalInfo: a map of String(25) keys to String(25) values, at most 10 entries; only for
             *     sale type 4001. Optional.
             */
            AdditionalInfo?: components["schemas"]["SaleAdditionalInfo"];
            /** @description MobileNumberForEChargeSlip, String(10). Optional. */
            MobileNumberForEChargeSlip?: string;
        } & (unknown & unknown);
        /**
         * @description TransactionType values of the smart terminal service (DoTransaction Detail.TransactionType, Long).
         *     Every value uses the one documented DoTransaction Detail table.
         * @enum {integer}
         */
        TerminalTransactionType: 4001 | 4002 | 4015 | 4005 | 4006 | 4007 | 4008 | 4201 | 4214 | 4208 | 4209 | 4210 | 4202 | 4203 | 4204 | 4215 | 4211 | 4212 | 4213 | 4301 | 4101 | 4102 | 4401 | 4402 | 4403 | 4501 | 4502 | 4503 | 4504 | 4507 | 4508 | 5102 | 5103 | 5104 | 5106 | 5107 | 5120 | 5121 | 5122 | 5123 | 5002 | 5101;
        /**
         * @description UPI bank codes of the mobile acceptance service: Detail.BankCode of UPI sale, void and get status
         *     (5120, 5121, 5122). The document gives one: "4" (one UPI acquirer).
         * @enum {string}
         */
        UpiBankCode: "4";
        /**
         * @description UploadInvoice request Detail: the invoice (all fields optional).
         * @example {
         *       "BillingUserName": "cashier1",
         *       "Customer": {
         *         "AddressLine1": "E-block, Sector-62",
         *         "AddressLine2": "",
         *         "City": "Noida",
         *         "Country": "India",
         *         "DOB": "1992-06-13",
         *         "Email": "customer@example.com",
         *         "FirstName": "Test",
         *         "Gender": "MALE",
         *         "LastName": "Customer",
         *         "Phone": "9876543210",
         *         "PinCode": 201309,
         *         "State": "Uttar Pradesh"
         *       },
         *       "DiscountTotalValue": 50,
         *       "GrossBill": 5500,
         *       "InvoiceNumber": 1,
         *       "NetBill": 5000,
         *       "OrderCreationTimeLocal": "2019-04-01",
         *       "OrderId": "OR-123-1",
         *       "PaymentStatus": "PAID",
         *       "Payments": [
         *         {
         *           "Amount": 2000,
         *           "CardType": "",
         *           "PaymentId": "123",
         *           "PaymentType": "cash"
         *         },
         *         {
         *           "Amount": 3500,
         *           "CardType": "credit",
         *           "PaymentId": "456",
         *           "PaymentType": "card"
         *         }
         *       ],
         *       "Products": [
         *         {
         *           "AdditionalChargeValue": 0,
         *           "BarCode": 0,
         *           "DiscountTotalValue": 50,
         *           "ProductBasePrice": 1000,
         *           "ProductId": "PROD2001",
         *           "ProductName": "Food Packet",
         *           "ProductValue": 5500,
         *           "Quantity": 5,
         *           "SkuId": 0,
         *           "TaxTotalValue": 100,
         *           "VoidAmount": 0,
         *           "VoidQuantity": 0
         *         }
         *       ],
         *       "Status": "Delivered",
         *       "Taxes": 100
         *     }
         */
        UploadInvoiceDetail: {
            /** @description BillingUserName, String(10). */
            BillingUserName?: string;
            /** @description Customer: the invoice's customer. */
            Customer?: components["schemas"]["InvoiceCustomer"];
            /** @description DiscountTotalValue (Long). */
            DiscountTotalValue?: number;
            /** @description GrossBill (Long). */
            GrossBill?: number;
            /** @description InvoiceNumber (Long). */
            InvoiceNumber?: number;
            /** @description NetBill (Long). */
            NetBill?: number;
            /** @description Taxes (Long). */
            Taxes?: number;
            /** @description OrderCreationTimeLocal, String(10): YYYY-MM-DD. */
            OrderCreationTimeLocal?: string;
            /** @description OrderId, String(20). */
            OrderId?: string;
            /** @description PaymentStatus, String(10): PAID or PENDING. */
            PaymentStatus?: components["schemas"]["InvoicePaymentStatus"];
            /** @description Payments[]: the payments of the invoice. */
            Payments?: components["schemas"]["InvoicePayment"][];
            /** @description Products[]: the products of the invoice. */
            Products?: components["schemas"]["InvoiceProduct"][];
            /** @description Status, String(10): Delivered or Pending. */
            Status?: components["schemas"]["InvoiceStatus"];
        };
        /** @description Header of UploadInvoice (MethodId "1008"). */
        UploadInvoiceHeader: {
            /** @description ApplicationId, String(100): issued by the service to the billing application. Required. */
            ApplicationId: string;
            /** @description UserId, String(100): the billing app user id or name. Optional. */
            UserId?: string;
            /**
             * @description MethodId, String(10): "1008", UploadInvoice. Required.
             * @constant
             */
            MethodId: "1008";
            /** @description VersionNo, String(10): for example a two-part number ("1.0"). Required. */
            VersionNo: string;
        };
        /**
         * @description UploadInvoice reply (MethodId "1008"): invoice upload code (Integer) and Detail.
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "VersionNo": "1.0",
         *         "MethodId": "1008"
         *       },
         *       "Response": {
         *         "ResponseCode": 0,
         *         "ResponseMsg": "Success"
         *       },
         *       "Detail": {
         *         "TerminalLogId": 2,
         *         "TerminalId": "30000001"
         *       }
         *     }
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "VersionNo": "1.0",
         *         "MethodId": "1008"
         *       },
         *       "Response": {
         *         "ResponseCode": 23,
         *         "ResponseMsg": "saved locally, upload to server failed"
         *       },
         *       "Detail": {
         *         "TerminalLogId": 3,
         *         "TerminalId": "30000001"
         *       }
         *     }
         */
        UploadInvoiceReply: {
            /** @description Header, echoed from the request. */
            Header: components["schemas"]["UploadInvoiceHeader"];
            /** @description Response: invoice upload code and message. */
            Response: components["schemas"]["UploadInvoiceResponse"];
            /** @description Detail: TerminalLogId and TerminalId. Required when the ResponseCode is a success code; a failed reply may leave it out. */
            Detail?: components["schemas"]["UploadInvoiceReplyDetail"];
        } & unknown;
        /** @description UploadInvoice reply Detail. */
        UploadInvoiceReplyDetail: {
            /** @description TerminalLogId (Integer). */
            TerminalLogId?: number;
            /** @description TerminalId, String(8). */
            TerminalId?: string;
        };
        /**
         * @description UploadInvoice request (MethodId "1008").
         * @example {
         *       "Header": {
         *         "ApplicationId": "abcdefgh",
         *         "UserId": "user1234",
         *         "VersionNo": "1.0",
         *         "MethodId": "1008"
         *       },
         *       "Detail": {
         *         "BillingUserName": "cashier1",
         *         "Customer": {
         *           "AddressLine1": "E-block, Sector-62",
         *           "AddressLine2": "",
         *           "City": "Noida",
         *           "Country": "India",
         *           "DOB": "1992-06-13",
         *           "Email": "customer@example.com",
         *           "FirstName": "Test",
         *           "Gender": "MALE",
         *           "LastName": "Customer",
         *           "Phone": "9876543210",
         *           "PinCode": 201309,
         *           "State": "Uttar Pradesh"
         *         },
         *         "DiscountTotalValue": 50,
         *         "GrossBill": 5500,
         *         "InvoiceNumber": 1,
         *         "NetBill": 5000,
         *         "OrderCreationTimeLocal": "2019-04-01",
         *         "OrderId": "OR-123-1",
         *         "PaymentStatus": "PAID",
         *         "Payments": [
         *           {
         *             "Amount": 2000,
         *             "CardType": "",
         *             "PaymentId": "123",
         *             "PaymentType": "cash"
         *           },
         *           {
         *             "Amount": 3500,
         *             "CardType": "credit",
         *             "PaymentId": "456",
         *             "PaymentType": "card"
         *           }
         *         ],
         *         "Products": [
         *           {
         *             "AdditionalChargeValue": 0,
         *             "BarCode": 0,
         *             "DiscountTotalValue": 50,
         *             "ProductBasePrice": 1000,
         *             "ProductId": "PROD2001",
         *             "ProductName": "Food Packet",
         *             "ProductValue": 5500,
         *             "Quantity": 5,
         *             "SkuId": 0,
         *             "TaxTotalValue": 100,
         *             "VoidAmount": 0,
         *             "VoidQuantity": 0
         *           }
         *         ],
         *         "Status": "Delivered",
         *         "Taxes": 100
         *       }
         *     }
         */
        UploadInvoiceRequest: {
            /** @description Header with MethodId "1008". */
            Header: components["schemas"]["UploadInvoiceHeader"];
            /** @description The invoice. */
            Detail: components["schemas"]["UploadInvoiceDetail"];
        };
        /** @description Response object of UploadInvoice (1008): invoice upload code (Integer) and message. */
        UploadInvoiceResponse: {
            /** @description ResponseCode (Integer): the method's code table lists the documented codes (x-codes); any integer is accepted. */
            ResponseCode: components["schemas"]["UploadInvoiceResponseCode"] | number;
            /** @description ResponseMsg, String(255): the message of the code. */
            ResponseMsg: string;
            /** @description AppVersion (string): the version of the service app. */
            AppVersion?: string;
            /** @description ParameterJson (string); its content is not shown. */
            ParameterJson?: string;
        };
        /**
         * @description Codes of UploadInvoice (1008): Response.ResponseCode. The section does not state their type;
         *     they are integers like the other method-specific codes (the envelope: "use method-specific
         *     integer codes").
         * @enum {integer}
         */
        UploadInvoiceResponseCode: 0 | 23 | 24;
        /**
         * @description Wallet ids of the mobile acceptance service: Detail.BankCode of wallet sale (5102) and wallet get status (5112).
         * @enum {string}
         */
        WalletId: "103" | "105";
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type AcquiringBankCode = components['schemas']['AcquiringBankCode'];
export type BluetoothResponseCode = components['schemas']['BluetoothResponseCode'];
export type CameraMultiScanHeader = components['schemas']['CameraMultiScanHeader'];
export type CameraMultiScanReply = components['schemas']['CameraMultiScanReply'];
export type CameraMultiScanReplyDetail = components['schemas']['CameraMultiScanReplyDetail'];
export type CameraMultiScanRequest = components['schemas']['CameraMultiScanRequest'];
export type CameraMultiScanResponse = components['schemas']['CameraMultiScanResponse'];
export type CameraScanResponseCode = components['schemas']['CameraScanResponseCode'];
export type CameraSingleScanHeader = components['schemas']['CameraSingleScanHeader'];
export type CameraSingleScanReply = components['schemas']['CameraSingleScanReply'];
export type CameraSingleScanRequest = components['schemas']['CameraSingleScanRequest'];
export type CameraSingleScanResponse = components['schemas']['CameraSingleScanResponse'];
export type CardEntryMode = components['schemas']['CardEntryMode'];
export type CommonResponseCode = components['schemas']['CommonResponseCode'];
export type ConnectBluetoothDetail = components['schemas']['ConnectBluetoothDetail'];
export type ConnectBluetoothHeader = components['schemas']['ConnectBluetoothHeader'];
export type ConnectBluetoothReply = components['schemas']['ConnectBluetoothReply'];
export type ConnectBluetoothRequest = components['schemas']['ConnectBluetoothRequest'];
export type ConnectBluetoothResponse = components['schemas']['ConnectBluetoothResponse'];
export type DisconnectBluetoothHeader = components['schemas']['DisconnectBluetoothHeader'];
export type DisconnectBluetoothReply = components['schemas']['DisconnectBluetoothReply'];
export type DisconnectBluetoothRequest = components['schemas']['DisconnectBluetoothRequest'];
export type DisconnectBluetoothResponse = components['schemas']['DisconnectBluetoothResponse'];
export type DisconnectBluetoothResponseCode = components['schemas']['DisconnectBluetoothResponseCode'];
export type DoTransactionHeader = components['schemas']['DoTransactionHeader'];
export type Gender = components['schemas']['Gender'];
export type GetTerminalInfoHeader = components['schemas']['GetTerminalInfoHeader'];
export type GetTerminalInfoReply = components['schemas']['GetTerminalInfoReply'];
export type GetTerminalInfoRequest = components['schemas']['GetTerminalInfoRequest'];
export type Header = components['schemas']['Header'];
export type InvoiceCustomer = components['schemas']['InvoiceCustomer'];
export type InvoicePayment = components['schemas']['InvoicePayment'];
export type InvoicePaymentStatus = components['schemas']['InvoicePaymentStatus'];
export type InvoiceProduct = components['schemas']['InvoiceProduct'];
export type InvoiceStatus = components['schemas']['InvoiceStatus'];
export type KeyValue = components['schemas']['KeyValue'];
export type MethodIdText = components['schemas']['MethodIdText'];
export type MobileBankCode = components['schemas']['MobileBankCode'];
export type MobileBankEmiSaleDetail = components['schemas']['MobileBankEmiSaleDetail'];
export type MobileBrandEmiSaleDetail = components['schemas']['MobileBrandEmiSaleDetail'];
export type MobileCardBankCode = components['schemas']['MobileCardBankCode'];
export type MobileCardGetStatusDetail = components['schemas']['MobileCardGetStatusDetail'];
export type MobileCardSaleDetail = components['schemas']['MobileCardSaleDetail'];
export type MobileCardVoidDetail = components['schemas']['MobileCardVoidDetail'];
export type MobileDoTransactionFields = components['schemas']['MobileDoTransactionFields'];
export type MobileDoTransactionHeader = components['schemas']['MobileDoTransactionHeader'];
export type MobileDoTransactionReply = components['schemas']['MobileDoTransactionReply'];
export type MobileDoTransactionRequest = components['schemas']['MobileDoTransactionRequest'];
export type MobileMethodId = components['schemas']['MobileMethodId'];
export type MobileMoneySaleDetail = components['schemas']['MobileMoneySaleDetail'];
export type MobilePaymentRecord = components['schemas']['MobilePaymentRecord'];
export type MobileReply = components['schemas']['MobileReply'];
export type MobileRequest = components['schemas']['MobileRequest'];
export type MobileResendSmsDetail = components['schemas']['MobileResendSmsDetail'];
export type MobileResponse = components['schemas']['MobileResponse'];
export type MobileResponseCode = components['schemas']['MobileResponseCode'];
export type MobileTransactionDetail = components['schemas']['MobileTransactionDetail'];
export type MobileTransactionType = components['schemas']['MobileTransactionType'];
export type MobileUpiGetStatusDetail = components['schemas']['MobileUpiGetStatusDetail'];
export type MobileUpiSaleDetail = components['schemas']['MobileUpiSaleDetail'];
export type MobileUpiVoidDetail = components['schemas']['MobileUpiVoidDetail'];
export type MobileWalletGetStatusDetail = components['schemas']['MobileWalletGetStatusDetail'];
export type MobileWalletSaleDetail = components['schemas']['MobileWalletSaleDetail'];
export type MobileWalletVoidDetail = components['schemas']['MobileWalletVoidDetail'];
export type ParentBatchNo = components['schemas']['ParentBatchNo'];
export type ParentRoc = components['schemas']['ParentRoc'];
export type PrintCardholderName = components['schemas']['PrintCardholderName'];
export type PrintDataDetail = components['schemas']['PrintDataDetail'];
export type PrintDataHeader = components['schemas']['PrintDataHeader'];
export type PrintDataReply = components['schemas']['PrintDataReply'];
export type PrintDataReplyDetail = components['schemas']['PrintDataReplyDetail'];
export type PrintDataRequest = components['schemas']['PrintDataRequest'];
export type PrintDataType = components['schemas']['PrintDataType'];
export type PrintLine = components['schemas']['PrintLine'];
export type PrinterResponse = components['schemas']['PrinterResponse'];
export type PrinterResponseCode = components['schemas']['PrinterResponseCode'];
export type PrinterWidth = components['schemas']['PrinterWidth'];
export type ResponseCodeText = components['schemas']['ResponseCodeText'];
export type ResponseExtras = components['schemas']['ResponseExtras'];
export type SaleAdditionalInfo = components['schemas']['SaleAdditionalInfo'];
export type SaleAdditionalInfoValue = components['schemas']['SaleAdditionalInfoValue'];
export type ScanCodeHeader = components['schemas']['ScanCodeHeader'];
export type ScanCodeReply = components['schemas']['ScanCodeReply'];
export type ScanCodeRequest = components['schemas']['ScanCodeRequest'];
export type ScanCodeResponse = components['schemas']['ScanCodeResponse'];
export type ScanReplyDetail = components['schemas']['ScanReplyDetail'];
export type ScanResponseCode = components['schemas']['ScanResponseCode'];
export type ScannedItem = components['schemas']['ScannedItem'];
export type SettlementHeader = components['schemas']['SettlementHeader'];
export type SettlementReply = components['schemas']['SettlementReply'];
export type SettlementReplyDetail = components['schemas']['SettlementReplyDetail'];
export type SettlementRequest = components['schemas']['SettlementRequest'];
export type SettlementSummaryItem = components['schemas']['SettlementSummaryItem'];
export type TerminalBankCode = components['schemas']['TerminalBankCode'];
export type TerminalDoTransactionReply = components['schemas']['TerminalDoTransactionReply'];
export type TerminalDoTransactionReplyDetail = components['schemas']['TerminalDoTransactionReplyDetail'];
export type TerminalDoTransactionRequest = components['schemas']['TerminalDoTransactionRequest'];
export type TerminalInfoReplyDetail = components['schemas']['TerminalInfoReplyDetail'];
export type TerminalMethodId = components['schemas']['TerminalMethodId'];
export type TerminalPaymentRecord = components['schemas']['TerminalPaymentRecord'];
export type TerminalReply = components['schemas']['TerminalReply'];
export type TerminalRequest = components['schemas']['TerminalRequest'];
export type TerminalResponse = components['schemas']['TerminalResponse'];
export type TerminalTransactionDetail = components['schemas']['TerminalTransactionDetail'];
export type TerminalTransactionType = components['schemas']['TerminalTransactionType'];
export type UpiBankCode = components['schemas']['UpiBankCode'];
export type UploadInvoiceDetail = components['schemas']['UploadInvoiceDetail'];
export type UploadInvoiceHeader = components['schemas']['UploadInvoiceHeader'];
export type UploadInvoiceReply = components['schemas']['UploadInvoiceReply'];
export type UploadInvoiceReplyDetail = components['schemas']['UploadInvoiceReplyDetail'];
export type UploadInvoiceRequest = components['schemas']['UploadInvoiceRequest'];
export type UploadInvoiceResponse = components['schemas']['UploadInvoiceResponse'];
export type UploadInvoiceResponseCode = components['schemas']['UploadInvoiceResponseCode'];
export type WalletId = components['schemas']['WalletId'];
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
