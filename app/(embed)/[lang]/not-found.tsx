import { NotFoundPage } from "@/app/_shell/lazyErrorPages";

export default function NotFound() {
  return <NotFoundPage />;
}
