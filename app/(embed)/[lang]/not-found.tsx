import { NotFoundPage } from "@/app/_shell/NotFoundPage";

export default function NotFound() {
  return <NotFoundPage />;
}
