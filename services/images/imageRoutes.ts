import { imageSize, imageTypes, type ImageType, type Resolution, resolutions } from "../../domain/imageSizes";
import { notFound } from "../http/HttpError";
import type { Reply } from "../http/reply";
import type { Route } from "../http/router";
import { renderPlaceholderSvg } from "./renderPlaceholderSvg";

const fileNamePattern = /^([a-z0-9][a-z0-9-]{0,80})-(fhd|hd|md|ld|mobile)\.svg$/;

function isImageType(value: string): value is ImageType {
  return imageTypes.some((type) => type === value);
}

function isResolution(value: string): value is Resolution {
  return resolutions.some((resolution) => resolution === value);
}

function svgReply(body: string): Reply {
  return {
    status: 200,
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
      "Access-Control-Allow-Origin": "*",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
    body,
  };
}

/** `GET /images/{type}/{name}-{resolution}.svg`: a placeholder at the size `components/tokens.ts` gives. */
export function createImageRoutes(): Route[] {
  return [
    {
      method: "GET",
      pattern: "/images/:type/:file",
      handler: (request) => {
        const type = request.params.type ?? "";
        const match = fileNamePattern.exec(request.params.file ?? "");
        const name = match?.[1];
        const resolution = match?.[2];
        if (!isImageType(type) || name === undefined || resolution === undefined || !isResolution(resolution)) {
          throw notFound("No such image: expected /images/{poster|landscape|thumbnail|square|hero}/{name}-{mobile|ld|md|hd|fhd}.svg");
        }
        return svgReply(renderPlaceholderSvg({ crop: imageSize(type, resolution), name }));
      },
    },
  ];
}
