// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { StudioTable } from "./StudioTable";

afterEach(cleanup);

const rows = [
  { id: "a", path: "/hub/login", screen: "/user/login-form" },
  { id: "b", path: "/hub/settings", screen: "/user/settings" },
];

describe("the studio's table", () => {
  test("names its region, heads its columns, heads each row with the chosen column, and leaves out a column given as false", () => {
    render(
      <StudioTable
        label="Routes"
        rows={rows}
        rowKey={(row) => row.id}
        rowData={(row) => ({ "data-path": row.path })}
        columns={[
          { header: "Path", rowHeader: true, ltr: true, renderCell: (row) => row.path },
          { header: "Screen", renderCell: (row) => row.screen },
          false,
        ]}
      />,
    );
    const region = screen.getByRole("region", { name: "Routes" });
    expect(within(region).getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["Path", "Screen"]);
    const headers = within(region).getAllByRole("rowheader");
    expect(headers.map((cell) => [cell.textContent, cell.getAttribute("dir")])).toEqual([
      ["/hub/login", "ltr"],
      ["/hub/settings", "ltr"],
    ]);
    expect(within(region).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["/user/login-form", "/user/settings"]);
    expect(region.querySelector('tr[data-path="/hub/settings"]')).not.toBeNull();
  });
});
