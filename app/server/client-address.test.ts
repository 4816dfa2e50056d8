import { describe, expect, it } from "vitest";
import { LOOPBACK_ADDRESS, clientAddress } from "./client-address";

const request = (url: string, address?: string) => new Request(url, { headers: address ? { "CF-Connecting-IP": address } : {} });

describe("decision 072: the app trusts CF-Connecting-IP only where Cloudflare's edge sets it", () => {
  it("deployed (a public https URL), the address is CF-Connecting-IP, which the edge sets itself", () => {
    expect(clientAddress(request("https://m.operator.example/m/login", "203.0.113.9"), undefined)).toBe("203.0.113.9");
    expect(clientAddress(request("https://m.operator.example/m/login"), undefined)).toBeNull();
  });

  it("run locally, a client-sent CF-Connecting-IP is ignored: every request counts as the loopback connection it came over", () => {
    for (const url of ["http://127.0.0.1:8788/m/login", "http://localhost:5173/m/login", "http://[::1]:8788/m/login"]) {
      expect(clientAddress(request(url, "198.51.100.1"), undefined)).toBe(LOOPBACK_ADDRESS);
      expect(clientAddress(request(url, "198.51.100.2"), undefined)).toBe(LOOPBACK_ADDRESS);
    }
  });

  it("a harness that plays Cloudflare's part on loopback says so (CLIENT_IP_SOURCE=cloudflare); socket can be forced anywhere", () => {
    expect(clientAddress(request("http://127.0.0.1:8790/m/login", "10.1.2.3"), "cloudflare")).toBe("10.1.2.3");
    expect(clientAddress(request("https://m.operator.example/m/login", "10.1.2.3"), "socket")).toBe(LOOPBACK_ADDRESS);
  });
});
